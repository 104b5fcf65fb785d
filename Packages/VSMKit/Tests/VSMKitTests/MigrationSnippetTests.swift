import Testing
import VSMKit
import VSMKitTesting

/// The VSMKit-side snippets of VSMKit.docc/ComingFromVSMiOS.md (the model's right column, the
/// terminal view, the form field), verbatim inside a namespace, with what they assume.
enum MigrationSnippets {
    enum EntryState: Sendable, Equatable {
        case initialized(LoaderModel)
        case loading
        case loaded(String)

        var title: String {
            if case .loaded(let title) = self { title } else { "" }
        }
    }

    struct LoaderModel: Sendable, Equatable {
        func fetch() async -> EntryState { .loaded("Hello") }

        @StateSequenceBuilder
        func load() -> StateSequence<EntryState> {
            EntryState.loading
            Next { await fetch() }
        }
    }

    @MainActor struct EntryView {
        @ViewState var state: EntryState
        func appeared() { if case .initialized(let loader) = state { $state.observe(loader.load()) } }
        func render() -> [String] { [state.title] }
    }

    struct Form: Sendable, Equatable, MutatingCopyable {
        var name: String
    }

    @MainActor struct FormView {
        @ViewState var state: Form

        func typeName() {
            let name = $state.bind(\.name, to: { state in { name in state.copy(mutatingPath: \.name, value: name) } })
            name.wrappedValue = "sofa"  // applied synchronously, as in vsm-ios
        }
    }
}

@MainActor
struct MigrationSnippetTests {
    @Test func theTerminalViewLoadsOnAppearing() async throws {
        let view = MigrationSnippets.EntryView(state: .initialized(MigrationSnippets.LoaderModel()))
        view.appeared()
        #expect(view.state == .loading)
        try await waitUntil { view.render() == ["Hello"] }
    }

    @Test func theFormFieldAppliesItsValueSynchronously() {
        let view = MigrationSnippets.FormView(state: MigrationSnippets.Form(name: ""))
        view.typeName()
        #expect(view.state.name == "sofa")
    }

    /// The article's VSMKit snippets (its last three) stand in this file.
    @Test func theArticlesVSMKitSnippetsStandInThisFile() throws {
        let article = try ArticleSnippets(article: "ComingFromVSMiOS.md")
        let snippets = article.snippets
        // The model's right-hand column, the terminal view, the form field.
        let model = snippets[1].split(separator: "\n").map { String($0.dropFirst(50)) }.joined(separator: "\n")
        let view = snippets[2].components(separatedBy: "// VSMKit (terminal)\n")[1]
        for snippet in [model.components(separatedBy: "struct LoaderModel: Sendable {\n")[1], view, snippets[3]] {
            #expect(article.contains(snippet), "not here:\n\(snippet)")
        }
    }
}
