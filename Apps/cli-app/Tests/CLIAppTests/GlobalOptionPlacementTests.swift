import ArgumentParser
import Testing

@testable import CLIApp

/// `GlobalOptionPlacement` moves the options `GlobalOptions` declares; these tests fail when the
/// two drift apart (an option added to `GlobalOptions` under a name `GlobalOptionName` lacks, or a
/// flag that starts taking a value).
@Suite struct GlobalOptionPlacementTests {
    /// Every option `GlobalOptions` declares, as ArgumentParser itself lists it in the help:
    /// `--name` and whether it takes a value.
    private static func declaredOptions() -> [String: Bool] {
        var options: [String: Bool] = [:]
        for line in GlobalOptions.helpMessage(columns: 1_000).split(separator: "\n") {
            let words = line.split(separator: " ")
            guard line.hasPrefix("  --"), let name = words.first.map(String.init), name != "--help" else { continue }
            options[name] = words.dropFirst().first?.hasPrefix("<") == true
        }
        return options
    }

    @Test func theMovedOptionsAreExactlyTheDeclaredOnes() {
        let declared = Self.declaredOptions()
        #expect(declared.count == 6, "\(declared)")
        #expect(Set(declared.keys) == GlobalOptionPlacement.valued.union(GlobalOptionPlacement.flags))
        #expect(Set(declared.filter(\.value).keys) == GlobalOptionPlacement.valued)
    }

    @Test(arguments: GlobalOptionName.allCases)
    func everyGlobalOptionMayStandBeforeTheSubcommand(option: GlobalOptionName) {
        let given = option.takesValue ? [option.spelling, "value"] : [option.spelling]
        #expect(GlobalOptionPlacement.normalize(given + ["blog", "list"]) == ["blog", "list"] + given)
        #expect(GlobalOptionPlacement.removingGlobalOptions(given + ["blog", "list"]) == ["blog", "list"])
    }

    @Test func nothingAfterTheTerminatorMoves() {
        #expect(
            GlobalOptionPlacement.normalize(["--json", "products", "search", "--", "--trace"])
                == ["products", "search", "--json", "--", "--trace"])
    }
}
