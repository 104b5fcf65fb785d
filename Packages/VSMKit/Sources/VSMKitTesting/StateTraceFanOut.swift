import VSMKit

/// The one ``VSMKit/StateTracing`` observer of a test process, handing every record to each
/// listener.
///
/// `StateTracing` holds one observer per process and tests run in parallel: a test that installed
/// its own would replace (and, when done, remove) another's, such as the ``StateCaseRecorder`` that
/// records every transition the tests drive. Tests listen here instead. While nothing listens, no
/// observer is installed, so containers render no trace records.
///
/// ```swift
/// let listener = StateTraceFanOut.add { record in lines.record(record.description) }
/// defer { StateTraceFanOut.remove(listener) }
/// ```
public enum StateTraceFanOut {
    /// A listener's handle, to remove it.
    public struct Listener: Sendable, Hashable {
        fileprivate let id: Int
    }

    private struct Listeners: Sendable {
        var nextID = 0
        var byID: [Int: @Sendable (StateTraceRecord) -> Void] = [:]
    }

    private static let listeners = Locked(Listeners())

    /// Starts handing every record to `listener` (from any thread) until ``remove(_:)``.
    public static func add(_ listener: @escaping @Sendable (StateTraceRecord) -> Void) -> Listener {
        listeners.withLock { listeners in
            let id = listeners.nextID
            listeners.nextID += 1
            listeners.byID[id] = listener
            // Installed under the lock, so an add and a remove racing cannot leave the wrong observer.
            if listeners.byID.count == 1 { StateTracing.install(deliver) }
            return Listener(id: id)
        }
    }

    /// Stops handing records to `listener`; the last removal uninstalls the observer.
    public static func remove(_ listener: Listener) {
        listeners.withLock { listeners in
            guard listeners.byID.removeValue(forKey: listener.id) != nil else { return }
            if listeners.byID.isEmpty { StateTracing.install(nil) }
        }
    }

    @Sendable private static func deliver(_ record: StateTraceRecord) {
        // Called outside the lock: a listener may take its own locks.
        let current = listeners.withLock { $0.byID.sorted { $0.key < $1.key }.map(\.value) }
        for listener in current { listener(record) }
    }
}
