import Testing
import VSMKit
import VSMKitTesting

/// A search screen's state: the query the user typed and what it found.
private struct SearchState: Sendable, Equatable {
    var query = ""
    var results: [String] = []
}

@MainActor
struct BindingTests {
    @Test func aBindingReadsTheFieldAndItsSetterAppliesTheNextState() {
        let container = AsyncStateContainer(state: SearchState())
        let query = container.bind(\.query) { state, text in
            SearchState(query: text, results: state.results)
        }
        #expect(query.value == "")
        query.value = "sofa"
        #expect(container.state.query == "sofa", "applied synchronously")
        #expect(query.value == "sofa")
    }

    @Test func aBindingCanStartASequence() async {
        let container = AsyncStateContainer(state: SearchState())
        let recorder = StateRecorder(container)
        let query = container.bind(\.query) { (_: SearchState, text: String) -> StateSequence<SearchState> in
            StateSequence {
                SearchState(query: text)
                Next { SearchState(query: text, results: ["\(text) 1"]) }
            }
        }
        query.value = "lamp"
        await recorder.expectStates([SearchState(query: "lamp"), SearchState(query: "lamp", results: ["lamp 1"])])
    }

    @Test func aDebouncedBindingAppliesOnlyTheLastValueOfABurst() async {
        let clock = TestClock()
        let container = AsyncStateContainer(state: SearchState(), clock: clock)
        let recorder = StateRecorder(container)
        let query = container.bind(
            \.query, to: { state, text in SearchState(query: text) }, debounced: .milliseconds(300))
        query.value = "s"
        clock.advance(by: .milliseconds(200))
        query.value = "so"
        clock.advance(by: .milliseconds(200))
        query.value = "sofa"
        #expect(query.value == "", "nothing applied inside the window")
        clock.advance(by: .milliseconds(300))
        await recorder.expectStates([SearchState(query: "sofa")])
    }

    @Test func aBindingDoesNotKeepItsContainerAlive() {
        var container: AsyncStateContainer<SearchState>? = AsyncStateContainer(state: SearchState(query: "desk"))
        weak let released = container
        let query = container!.bind(\.query) { state, text in SearchState(query: text, results: state.results) }
        let search = container!.bind(\.query) { (_: SearchState, text: String) in
            plainStates(SearchState(query: text))
        }
        query.value = "chair"
        container = nil
        #expect(released == nil, "the bindings kept the container alive")
        #expect(query.value == "desk", "a binding whose container is gone reads the field as it was when bound")
        query.value = "lamp"
        search.value = "lamp"
        #expect(query.value == "desk" && search.value == "desk", "writes after the container is gone do nothing")
    }
}
