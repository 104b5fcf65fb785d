import Testing

@testable import Monorepo

@Suite struct ViewStateSourceTests {
    @Test func readsTheCasesOfAViewStateEnumInDeclarationOrder() {
        let source = """
            /// The phases { of a view }.
            public enum ShelfViewState: FeatureState, Equatable {
                /// Nothing loaded yet; case ignored(in: a comment)
                case initialized(loaderModel: LoaderModel)
                case loading(errorModel: ErrorModel?), refreshing
                indirect case nested(ShelfViewState)
                case `default`

                enum Row { case inner, other }

                public var label: String {
                    switch self {
                    case .initialized: "{ case fake }"
                    case .loading(let model): "\\(model.map { "}" } ?? "")"
                    default: ""
                    }
                }
            }
            enum NotAState { case skipped }
            """
        let found = ViewStateSource.enums(in: source)
        #expect(found.map(\.name) == ["ShelfViewState"])
        #expect(found.first?.cases == ["initialized", "loading", "refreshing", "nested", "default"])
    }

    @Test func readsRawValuesAndEveryEnumOfAFile() {
        let source = """
            enum AViewState: Int { case one = 1, two = 2
                case three = (3)
            }
            /* a block /* nested */ enum HiddenViewState { case no } */
            enum BViewState { case only }
            """
        let found = ViewStateSource.enums(in: source)
        #expect(found.map(\.name) == ["AViewState", "BViewState"])
        #expect(found.map(\.cases) == [["one", "two", "three"], ["only"]])
    }

    @Test func blankingKeepsLineBreaksAndCode() {
        let blanked = ViewStateSource.blankingCommentsAndStrings("a // b {\nc \"d { \\(e) }\" f")
        #expect(blanked.split(separator: "\n").count == 2)
        #expect(ViewStateSource.tokenize(blanked) == ["a", "c", "e", "f"])
    }

    @Test func findsEveryFlowOfTheRepositorysFeatures() throws {
        let flows = try StateFlow.all(root: AffectedPackagesTests.root)
        let byName = Dictionary(uniqueKeysWithValues: flows.map { ($0.name, $0) })
        #expect(byName["BlogFeature.Entry"]?.stateType == "BlogEntryViewState")
        #expect(byName["BlogFeature.Entry"]?.cases == ["initialized", "loading", "loaded"])
        #expect(byName["CartFeature.Cart"]?.cases == ["initialized", "loading", "empty", "loaded"])
        #expect(byName["ProductFeature.VariantPicker"]?.cases == ["choosing", "nothingToChoose"])
        #expect(
            byName["ProductFeature.Search"]?.cases == [
                "initialized", "loadingSuggestions", "idle", "searching", "results", "noResults", "failed",
            ])
        #expect(flows.map(\.name) == flows.map(\.name).sorted())
        #expect(
            Set(flows.map(\.name)).isSuperset(of: [
                "BlogFeature.List", "HomeFeature.Home", "ProductFeature.Detail", "ProductFeature.Featured",
            ]))
    }
}

@Suite struct ViewRecipeTests {
    @Test func aViewWithoutViewStateBreaksTheRecipeAndOneWithItDoesNot() {
        let child = """
            /// A struct Fake: TerminalView in a comment, and "struct InString: TerminalView" too.
            @MainActor
            public struct PickerView<Parent>: TerminalView {
                private let scope: ScopedContainer<Parent, PickerViewState>
            }
            """
        #expect(
            ViewRecipe.violation(in: child, path: "P.swift")?.hasPrefix("P.swift: PickerView must declare") == true)

        let view = """
            public struct PickerView: TerminalView {
                @ViewState var state: PickerViewState
            }
            struct Model: Sendable { }
            """
        #expect(ViewRecipe.violation(in: view, path: "P.swift") == nil)
        #expect(ViewRecipe.violation(in: view + "\nstruct Other: Equatable, TerminalView {}", path: "P.swift") != nil)
    }

    @Test func everyViewOfTheRepositorysFeaturesFollowsTheRecipe() throws {
        #expect(ViewRecipe.violations(in: try FeatureSourceFile.all(root: AffectedPackagesTests.root)) == [])
    }
}
