/// One submitted action of a container, from `observe` to its end: it may wait (in a debounce
/// window), run, and end (finished, cancelled or ignored).
///
/// The container writes a state only for the action it holds as running, compared by identity on
/// the main actor, so an action that was replaced can never write, whatever its work does later.
@MainActor
final class ContainerAction<State> {
    /// Starts the action's work: applies its immediate states and launches a task for the rest.
    /// Receives the container as an argument so that an action waiting in the container does not
    /// keep it alive.
    typealias Body = @MainActor (AsyncStateContainer<State>, ContainerAction<State>) -> Void

    /// Where the action was submitted.
    let origin: StateOrigin
    /// The task doing the action's async work (or waiting out its debounce window), if any.
    var task: Task<Void, Never>?

    private var body: Body?
    private(set) var hasEnded = false
    private var endWaiters: [CheckedContinuation<Void, Never>] = []

    init(origin: StateOrigin, body: @escaping Body) {
        self.origin = origin
        self.body = body
    }

    /// Runs the body once.
    func start(in container: AsyncStateContainer<State>) {
        guard !hasEnded, let body else { return }
        self.body = nil
        body(container, self)
    }

    /// Ends the action, cancelling its task when `cancelling`, and releases whoever awaits it.
    func end(cancelling: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        body = nil
        if cancelling {
            task?.cancel()
        }
        task = nil
        let waiters = endWaiters
        endWaiters = []
        for waiter in waiters {
            waiter.resume()
        }
    }

    /// Returns once the action has ended (at once if it already has).
    func waitUntilEnded() async {
        guard !hasEnded else { return }
        await withCheckedContinuation { continuation in
            endWaiters.append(continuation)
        }
    }
}
