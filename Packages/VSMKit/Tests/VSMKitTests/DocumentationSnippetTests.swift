// The snippets of VSMKit.docc/GettingStarted.md, verbatim (a test below checks that each one
// still stands here), with the little they assume around them: a stub repository, an entry and a
// terminal that keeps its frames.
import Testing
import VSMKit
import VSMKitTesting

enum BlogEntryViewState: Sendable, Equatable {
    case initialized(loaderModel: LoaderModel)
    case loading(errorModel: ErrorModel?)
    case loaded(loadedModel: LoadedModel)
}

struct LoaderModel: Sendable, Equatable {
    let repository: BlogRepository
    let entryID: Int

    @StateSequenceBuilder
    func loadEntry() -> StateSequence<BlogEntryViewState> {
        BlogEntryViewState.loading(errorModel: nil)
        Next { await fetchEntry() }
    }

    private func fetchEntry() async -> BlogEntryViewState {
        do {
            let entry = try await repository.entry(id: entryID)
            return .loaded(loadedModel: LoadedModel(title: entry.title, body: entry.body))
        } catch {
            return .loading(errorModel: ErrorModel(loader: self, message: "\(error)"))
        }
    }
}

struct ErrorModel: Sendable, Equatable {
    let loader: LoaderModel
    let message: String

    func retry() -> StateSequence<BlogEntryViewState> {
        loader.loadEntry()
    }
}

struct LoadedModel: Sendable, Equatable {
    let title: String
    let body: String
}

@MainActor
struct BlogEntryView {
    @ViewState var state: BlogEntryViewState

    func appeared() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.loadEntry())
        }
    }

    func render() -> [String] {
        switch state {
        case .initialized:
            return ["…"]
        case .loading(nil):
            return ["Loading…"]
        case .loading(let errorModel?):
            return ["Could not load the entry: \(errorModel.message)", "[r] retry"]
        case .loaded(let loadedModel):
            return [loadedModel.title, "", loadedModel.body]
        }
    }

    func keyPressed(_ key: Character) {
        if key == "r", case .loading(let errorModel?) = state {
            $state.observe(errorModel.retry())
        }
    }
}

extension BlogEntryView {
    init(container: AsyncStateContainer<BlogEntryViewState>) {
        _state = ViewState(container: container)
    }
}

@MainActor
@Test func aFailedLoadCanBeRetried() async {
    let repository = BlogRepository.failingOnce(then: entry)
    let loader = LoaderModel(repository: repository, entryID: 1)
    let container = AsyncStateContainer(state: BlogEntryViewState.initialized(loaderModel: loader))
    let recorder = StateRecorder(container)

    container.observe(loader.loadEntry())
    await recorder.expectStates([
        .loading(errorModel: nil),
        .loading(errorModel: ErrorModel(loader: loader, message: "offline")),
    ])

    guard case .loading(let errorModel?) = container.state else { return }
    container.observe(errorModel.retry())
    await recorder.expectStates([
        .loading(errorModel: nil),
        .loading(errorModel: ErrorModel(loader: loader, message: "offline")),
        .loading(errorModel: nil),
        .loaded(loadedModel: LoadedModel(title: entry.title, body: entry.body)),
    ])
}

// MARK: - What the snippets assume

struct Entry: Sendable {
    let title: String
    let body: String
}

let entry = Entry(title: "Hello", body: "The first entry.")

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// A stub repository that fails `failures` times, then returns `entry`; equal by name.
struct BlogRepository: Sendable, Equatable {
    let name: String
    let failures: Int
    let result: Entry
    private let attempts = CallLog<Int>()

    static func failingOnce(then entry: Entry) -> BlogRepository {
        BlogRepository(name: "failing once", failures: 1, result: entry)
    }

    static func succeeding(with entry: Entry) -> BlogRepository {
        BlogRepository(name: "succeeding", failures: 0, result: entry)
    }

    func entry(id: Int) async throws -> Entry {
        attempts.record(id)
        if attempts.calls.count <= failures {
            throw Offline()
        }
        return result
    }

    static func == (lhs: BlogRepository, rhs: BlogRepository) -> Bool { lhs.name == rhs.name }
}

/// Keeps every frame drawn.
@MainActor
final class FakeTerminal {
    var frames: [[String]] = []

    func draw(_ lines: [String]) {
        frames.append(lines)
    }
}

/// The render loop of the article, running until its task is cancelled.
@MainActor
func renderLoop(loader: LoaderModel, terminal: FakeTerminal) async {
    let view = BlogEntryView(state: .initialized(loaderModel: loader))
    let frames = view.$state.stateStream(includingCurrent: true)
    view.appeared()
    for await _ in frames {
        terminal.draw(view.render())
    }
}

@MainActor
struct DocumentationSnippetTests {
    @Test func theRenderLoopDrawsEveryState() async throws {
        let terminal = FakeTerminal()
        let loader = LoaderModel(repository: .succeeding(with: entry), entryID: 1)
        let rendering = Task { await renderLoop(loader: loader, terminal: terminal) }
        defer { rendering.cancel() }
        // One frame per state (initial, loading, loaded), each drawing the state current by then.
        try await waitUntil { terminal.frames.count == 3 }
        #expect(terminal.frames.last == [entry.title, "", entry.body])
    }

    @Test func theViewRetriesAFailedLoad() async throws {
        let loader = LoaderModel(repository: .failingOnce(then: entry), entryID: 1)
        let container = AsyncStateContainer(state: BlogEntryViewState.initialized(loaderModel: loader))
        let view = BlogEntryView(container: container)
        view.appeared()
        #expect(view.render() == ["Loading…"])
        try await waitUntil { view.render().count == 2 }
        #expect(view.render() == ["Could not load the entry: offline", "[r] retry"])
        view.keyPressed("r")
        try await waitUntil { view.render().first == entry.title }
    }

    @Test func everySnippetOfTheArticleStandsInThisFile() throws {
        let article = try ArticleSnippets(article: "GettingStarted.md")
        #expect(article.snippets.count == 6)
        for snippet in article.snippets {
            // Imports stand at the top of this file, with the ones the rest of it needs.
            let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                article.contains(lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n")),
                "not here:\n\(snippet)")
            for line in lines where line.hasPrefix("import ") {
                #expect(article.source.contains("\n\(line)\n"), "missing \(line)")
            }
        }
    }
}
