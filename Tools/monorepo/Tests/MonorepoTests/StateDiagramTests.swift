import Testing

@testable import Monorepo

@Suite struct StateDiagramTests {
    static let flow = StateFlow(
        name: "ShelfFeature.Shelf", stateType: "ShelfViewState", cases: ["initialized", "loading", "loaded"])

    static func transition(_ from: String, _ to: String, _ fileID: String, _ function: String) -> RecordedTransition {
        RecordedTransition(stateType: "ShelfViewState", from: from, to: to, fileID: fileID, function: function)
    }

    static let recorded: Set<RecordedTransition> = [
        transition("initialized", "loading", "ShelfFeature/ShelfView.swift", "onAppear()"),
        transition("loading", "loaded", "ShelfFeature/ShelfView.swift", "onAppear()"),
        transition("loading", "loaded", "ShelfFeature/ShelfView.swift", "handle(_:)"),
        transition("loaded", "loaded", "ShelfFeatureTests/ShelfModelTests.swift", "refreshes()"),
        RecordedTransition(stateType: "Other", from: "a", to: "b", fileID: "X/Y.swift", function: "f()"),
    ]

    @Test func readsARecordedLineAndRejectsOthers() {
        let line = "ShelfViewState\tinitialized\tloading\tShelfFeature/ShelfView.swift\tonAppear()"
        #expect(
            RecordedTransition(line: line[...])
                == Self.transition("initialized", "loading", "ShelfFeature/ShelfView.swift", "onAppear()"))
        #expect(RecordedTransition(line: "too\tfew\tfields") == nil)
        #expect(RecordedTransition(line: "\tloading\tloaded\tf\tg") == nil)
        // A hand-edited recording cannot reach the terminal with control characters.
        #expect(RecordedTransition(line: "T\ta\u{1B}[2J\tb\tf\tg")?.from == "a[2J")
    }

    @Test func labelsAnOriginByItsFileAndFunctionAndATestByItsFile() {
        #expect(
            Self.transition("a", "b", "ShelfFeature/ShelfView.swift", "onAppear()").originLabel
                == "ShelfView.onAppear()")
        #expect(
            Self.transition("a", "b", "ShelfFeatureTests/ShelfModelTests.swift", "refreshes()").originLabel
                == "test: ShelfModelTests")
    }

    @Test func coverageCountsCasesEnteredOrLeftAndEveryOrderedPair() {
        let coverage = StateCoverage(flow: Self.flow, recorded: Self.recorded)
        #expect(coverage.transitions.count == 4)
        #expect(coverage.reachedCases == ["initialized", "loading", "loaded"])
        #expect(coverage.unreachedCases.isEmpty)
        #expect(
            coverage.reachedPairs.map(\.description) == [
                "initialized → loading", "loading → loaded", "loaded → loaded",
            ])
        #expect(coverage.unreachedPairs.count == 9 - 3)

        let partial = StateCoverage(
            flow: Self.flow, recorded: [Self.transition("initialized", "lodaing", "F/V.swift", "f()")])
        #expect(partial.unreachedCases == ["loading", "loaded"])
        #expect(partial.unknownCases == ["lodaing"])
        #expect(
            StateCoverageReport.failures([partial]) == [
                "ShelfFeature.Shelf: case `loading` of ShelfViewState is reached by no test",
                "ShelfFeature.Shelf: case `loaded` of ShelfViewState is reached by no test",
                "ShelfFeature.Shelf: a test reached `lodaing`, which ShelfViewState does not declare "
                    + "(a state's description must start with its case's name)",
            ])
    }

    @Test func theReportTabulatesEveryFlow() {
        let table = StateCoverageReport.table([StateCoverage(flow: Self.flow, recorded: Self.recorded)])
        let lines = table.split(separator: "\n")
        #expect(lines[0].hasPrefix("flow"))
        #expect(lines[1] == "ShelfFeature.Shelf  3      3 (100%)      3 of 9")
        #expect(table.contains("transitions no test reaches: initialized → initialized, initialized → loaded"))
    }

    @Test func theDiagramIsTheSameTextForTheSameTransitionsInAnyOrder() {
        let dot = StateDiagramDOT.render(StateCoverage(flow: Self.flow, recorded: Self.recorded))
        let reversed = StateDiagramDOT.render(
            StateCoverage(flow: Self.flow, recorded: Set(Self.recorded.reversed())))
        #expect(dot == reversed)
        #expect(dot.contains("  \"loading\" -> \"loaded\" [label=\"ShelfView.handle(_:)\\nShelfView.onAppear()\"];"))
        #expect(dot.contains("  \"loaded\" -> \"loaded\" [label=\"test: ShelfModelTests\"];"))
        #expect(!dot.contains("Other"))
        #expect(StateDiagrams.nodes(of: dot) == ["initialized", "loading", "loaded"])

        let unreached = StateDiagramDOT.render(StateCoverage(flow: Self.flow, recorded: []))
        #expect(unreached.contains("  \"loaded\" [style=\"rounded,dashed\""))
        #expect(StateDiagrams.nodes(of: unreached) == ["initialized", "loading", "loaded"])
    }

    @Test func quotingEscapesAndDropsControlCharacters() {
        #expect(StateDiagramDOT.quote("a\"b\\c\nd\u{1B}e") == "\"a\\\"b\\\\c\\nde\"")
    }

    @Test func theCheckNamesAStaleMissingOrExtraDiagram() {
        let diagrams = StateDiagrams(flows: [Self.flow], recorded: Self.recorded)
        let current = diagrams.files
        #expect(diagrams.staleness(committed: current, folder: "docs/states").isEmpty)

        let withoutHandle = Self.recorded.filter { $0.function != "handle(_:)" }
        let older = StateDiagrams(flows: [Self.flow], recorded: withoutHandle).files
        var committed = older
        committed["Gone.Flow.dot"] = "digraph {}\n"
        let problems = diagrams.staleness(committed: committed, folder: "docs/states")
        #expect(problems.count == 2)
        #expect(problems[0].hasPrefix("docs/states/ShelfFeature.Shelf.dot is stale: line "))
        #expect(problems[1] == "docs/states/Gone.Flow.dot draws no flow of the sources")
        #expect(
            diagrams.staleness(committed: [:], folder: "docs/states") == [
                "docs/states/ShelfFeature.Shelf.dot is missing"
            ])
    }

    @Test func withoutRecordingsTheCheckComparesTheDrawnCases() {
        let dot = StateDiagrams(flows: [Self.flow], recorded: Self.recorded).files
        #expect(StateDiagrams.caseStaleness(flows: [Self.flow], committed: dot, folder: "d").isEmpty)
        let grown = StateFlow(name: Self.flow.name, stateType: Self.flow.stateType, cases: Self.flow.cases + ["empty"])
        #expect(
            StateDiagrams.caseStaleness(flows: [grown], committed: dot, folder: "d") == [
                "d/ShelfFeature.Shelf.dot is stale: it draws the cases initialized, loading, loaded, "
                    + "ShelfViewState declares initialized, loading, loaded, empty"
            ])
    }
}

@Suite struct StateDiagramInitialStateTests {
    @Test func aRecordedInitialStateCountsAsReachedAndIsDrawnFromADot() {
        let flow = StateFlow(name: "F.Picker", stateType: "PickerViewState", cases: ["choosing", "nothingToChoose"])
        let start = RecordedTransition(
            stateType: "PickerViewState", from: RecordedTransition.initial, to: "nothingToChoose",
            fileID: "FTests/PickerTests.swift", function: "ignoresKeys()")
        let coverage = StateCoverage(flow: flow, recorded: [start])
        #expect(coverage.reachedCases == ["nothingToChoose"])
        #expect(coverage.unknownCases.isEmpty)
        #expect(coverage.reachedPairs.isEmpty)

        let dot = StateDiagramDOT.render(coverage)
        #expect(dot.contains("  \"*\" [shape=point, label=\"\"];"))
        #expect(dot.contains("  \"*\" -> \"nothingToChoose\" [style=dashed, label=\"test: PickerTests\"];"))
        #expect(StateDiagrams.nodes(of: dot) == ["choosing", "nothingToChoose"])
    }
}

@Suite struct StateCoverageTableTests {
    @Test func withoutDetailsTheTableHasOneLinePerFlow() {
        let coverage = StateCoverage(flow: StateDiagramTests.flow, recorded: [])
        #expect(StateCoverageReport.table([coverage], details: false).split(separator: "\n").count == 2)
        #expect(StateCoverageReport.table([coverage]).contains("cases no test reaches: initialized, loading, loaded"))
    }
}

@Suite struct StateRecordingFreshnessTests {
    @Test func theNewestFeaturesChangeIsAFileOfTheFeaturesPackage() throws {
        let newest = try #require(StateDiagrams.newestFeaturesChange(root: AffectedPackagesTests.root))
        let manifest = try #require(
            RecordedTransition.modificationDate(AffectedPackagesTests.root + "/Packages/Features/Package.swift"))
        #expect(newest >= manifest)
        #expect(StateDiagrams.newestFeaturesChange(root: "/nonexistent") == nil)
    }
}
