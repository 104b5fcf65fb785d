import Testing

@testable import TerminalUI

@Suite struct ColorPolicyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let flag: Bool
        let environment: [String: String]
        let isTTY: Bool
        let expected: ColorPolicy
        var testDescription: String { "flag:\(flag) env:\(environment) tty:\(isTTY) → \(expected)" }
    }

    static let matrix: [Case] = [
        Case(flag: false, environment: [:], isTTY: true, expected: .colored),
        Case(flag: false, environment: ["TERM": "xterm"], isTTY: true, expected: .colored),
        Case(flag: true, environment: [:], isTTY: true, expected: .monochrome),
        Case(flag: false, environment: [:], isTTY: false, expected: .monochrome),
        Case(flag: false, environment: ["NO_COLOR": "1"], isTTY: true, expected: .monochrome),
        Case(flag: false, environment: ["NO_COLOR": "false"], isTTY: true, expected: .monochrome),
        // An empty NO_COLOR does not count (no-color.org: "set and not empty").
        Case(flag: false, environment: ["NO_COLOR": ""], isTTY: true, expected: .colored),
        Case(flag: true, environment: ["NO_COLOR": "1"], isTTY: false, expected: .monochrome),
    ]

    @Test(arguments: matrix)
    func colourIsOnOnlyForATerminalWithoutNoColor(testCase: Case) {
        let policy = ColorPolicy.resolve(
            noColorFlag: testCase.flag, environment: testCase.environment, isTTY: testCase.isTTY)
        #expect(policy == testCase.expected)
        #expect(policy.usesColor == (testCase.expected == .colored))
    }
}
