/// One submitted action of a container, from `observe` to its end: it may wait (in a debounce
/// window), run, and end (finished, cancelled or ignored).
///
/// The container writes a state only for the action it holds as running, compared by identity on
/// the main actor, so an action that was replaced can never write, whatever its work does later.
@MainActor
@usableFromInline
final class ContainerAction<State> {
    /// Starts the action's work: applies its immediate states and launches a task for the rest.
    /// Receives the container as an argument so that an action waiting in the container does not
    /// keep it alive.
    @usableFromInline
    typealias Body = @MainActor (AsyncStateContainer<State>, ContainerAction<State>) -> Void

    /// Where the action was submitted.
    let origin: StateOrigin
    /// The task doing the action's async work (or waiting out its debounce window), if any.
    @usableFromInline
    var task: Task<Void, Never>?

    private var body: Body?
    private(set) var hasEnded = false
    /// Whether the action ended by cancellation rather than by applying its last state.
    private var wasCancelled = false
    private var endWaiters: [CheckedContinuation<Void, Never>] = []

    @usableFromInline
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

    /// Runs `work` as the action's task, on the main actor: in a later turn, or, `atOnce`,
    /// synchronously up to its first suspension (`Task.immediate`). Work started at once may end
    /// the action before this returns; its task is then kept only to be cancelled if the action
    /// was cancelled meanwhile (as `end(cancelling:)` would have done had it been set).
    func startTask(atOnce: Bool, _ work: sending @escaping @MainActor () async -> Void) {
        guard atOnce else {
            task = Task(operation: work)
            return
        }
        let started: Task<Void, Never>
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            started = Task.immediate(operation: work)
        } else {
            started = Task(operation: work)
        }
        if !hasEnded {
            task = started
        } else if wasCancelled {
            started.cancel()
        }
    }

    /// Ends the action, cancelling its task when `cancelling`, and releases whoever awaits it.
    func end(cancelling: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        wasCancelled = cancelling
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
