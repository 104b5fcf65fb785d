/// A service a model holds (a repository, the cart), which always compares equal to another.
///
/// Models are values that tests compare, but a service is behaviour, not data: two models showing
/// the same data are the same state whichever service they would call next. Wrapping the service
/// lets a model *synthesize* `Equatable` over everything else, so a field added later is compared
/// without anyone remembering to (a hand-written `==` would silently leave it out).
///
/// ```swift
/// struct BlogEntryLoaderModel: Equatable {
///     @Service var repository: any BlogEntryProviding
///     let entryID: BlogEntryID
/// }
/// ```
@propertyWrapper
public struct Service<Value: Sendable>: Sendable, Equatable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Always true: services are not part of a model's data (see above).
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
