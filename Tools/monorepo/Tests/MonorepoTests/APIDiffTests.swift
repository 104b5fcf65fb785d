import Testing

@testable import Monorepo

@Suite struct APIDiffTests {
    private func declaration(_ path: String, _ text: String, _ id: String) -> APIDeclaration {
        APIDeclaration(path: path, declaration: text, identifier: id)
    }

    @Test func overloadsAtOnePathPairUpAsChangesAndTheRestIsAddedOrRemoved() {
        let baseline = [
            declaration("f(_:)", "func f(_ x: Int)", "s:1f1"),
            declaration("f(_:)", "func f(_ x: String)", "s:1f2"),
            declaration("g()", "func g()", "s:1g"),
        ]
        let current = [
            declaration("f(_:)", "func f(_ x: Int)", "s:1f1"),
            declaration("f(_:)", "func f(_ x: Double)", "s:1f3"),
            declaration("h()", "func h()", "s:1h"),
        ]
        let diff = APIDiff(baseline: baseline, current: current)
        #expect(diff.added == [declaration("h()", "func h()", "s:1h")])
        #expect(diff.removed == [declaration("g()", "func g()", "s:1g")])
        #expect(diff.changed.map(\.old.declaration) == ["func f(_ x: String)"])
        #expect(diff.changed.map(\.new.declaration) == ["func f(_ x: Double)"])
        #expect(diff.summary == "1 added, 1 removed, 1 changed")
    }

    @Test func aRenamedArgumentLabelIsAChangeOfTheSameName() {
        let diff = APIDiff(
            baseline: [declaration("stream(including:)", "func stream(including: Bool)", "s:a")],
            current: [
                declaration("stream(include:)", "func stream(include: Bool)", "s:b"),
                declaration("other()", "func other()", "s:c"),
            ])
        #expect(diff.added.map(\.path) == ["other()"] && diff.removed.isEmpty)
        #expect(
            diff.report == [
                "  + added    other(): func other()",
                "  ~ changed  stream(including:) -> stream(include:):",
                "      was  func stream(including: Bool)", "      now  func stream(include: Bool)",
            ])
    }

    @Test func aChangeTheTextDoesNotShowPrintsTheIdentifiers() {
        let diff = APIDiff(
            baseline: [declaration("run()", "func run()", "s:3run1")],
            current: [declaration("run()", "func run()", "s:3run2")])
        #expect(
            diff.report == [
                "  ~ changed  run():", "      was  func run()  [s:3run1]", "      now  func run()  [s:3run2]",
            ])
    }

    @Test func aBaselineReadsBackWhatItWrites() throws {
        let baseline = APIBaseline(
            module: "M",
            declarations: [declaration("b", "var b: Int { get }", "s:b"), declaration("a", "func a()", "s:a")])
        let read = try APIBaseline(module: "M", text: baseline.text, file: "api/M.txt")
        #expect(read == baseline)
        #expect(read.declarations.map(\.path) == ["a", "b"])
        #expect(throws: APIError.malformedBaseline(file: "api/M.txt", line: 1)) {
            try APIBaseline(module: "M", text: "not a line\n", file: "api/M.txt")
        }
        #expect(APIBaseline.module(ofPath: "api/Domain.txt") == "Domain")
        #expect(APIBaseline.module(ofPath: "api/sub/Domain.txt") == nil)
        #expect(APIBaseline.module(ofPath: "docs/Domain.txt") == nil)
    }
}
