/// Adds "copy, change, return" helpers to a value type, for models and states that return a new
/// value instead of mutating in place (as vsm-ios's protocol of the same name does).
///
/// Nothing to implement: conform and call the helpers.
///
/// ```swift
/// struct FormState: MutatingCopyable {
///     var name: String
///     var isValid = false
///
///     func withName(_ name: String) -> Self {
///         copy { $0.name = name; $0.isValid = !name.isEmpty }
///     }
/// }
/// let next = state.copy(mutatingPath: \.name, value: "sofa")
/// ```
public protocol MutatingCopyable {}

extension MutatingCopyable {
    /// A copy of `self` changed by `mutate`.
    public func copy(mutating mutate: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try mutate(&copy)
        return copy
    }

    /// A copy of `self` with the property at `keyPath` set to `value`.
    public func copy<Value>(mutatingPath keyPath: WritableKeyPath<Self, Value>, value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
