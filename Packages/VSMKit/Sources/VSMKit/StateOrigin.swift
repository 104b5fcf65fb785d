/// Where an action came from: the source location of the `observe` (or `refresh`, `bind`) call that
/// submitted it, captured by default arguments.
///
/// Every ``StateTraceEvent`` carries one, so "where did this state come from?" is answered by a log.
public struct StateOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The `#fileID` of the call, e.g. `BlogFeature/BlogEntryView.swift`.
    public let fileID: String
    /// The `#line` of the call.
    public let line: Int
    /// The `#function` the call was made from.
    public let function: String

    /// An origin, captured by the default arguments of `observe`.
    @usableFromInline
    init(fileID: String, line: Int, function: String) {
        self.fileID = fileID
        self.line = line
        self.function = function
    }

    /// `fileID:line function`, e.g. `BlogFeature/BlogEntryView.swift:42 render()`.
    public var description: String { "\(fileID):\(line) \(function)" }
}
