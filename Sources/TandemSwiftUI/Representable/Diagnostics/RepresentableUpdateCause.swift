/// Why a representable's `update` (or `make`, or a reset) ran, as a
/// ``RepresentableTrace`` records it.
///
/// Causes are computed, not guessed: stored properties are compared field by
/// field with the previous value (`==` where the type is `Equatable`, bit for
/// bit where it holds only plain data and references; a closure always
/// counts as changed, as in SwiftUI), bindings by the value they had when
/// made, environment values by the keys the representable read in its last
/// `make`/`update`, and dynamic properties (`@ObservedObject`, `@State`...)
/// by the invalidation that scheduled the update.
public enum RepresentableUpdateCause: Hashable, Sendable, CustomStringConvertible {
    /// The identity is new: the update right after `makeUIView`.
    case firstMake
    /// The identity is new and took a pooled view: the update right after the reset.
    case reused
    /// A stored property differs from the previous value (`name` is the property's name).
    case valueChanged(property: String)
    /// A `Binding` property's value differs from the value it had last time.
    case bindingChanged(property: String)
    /// An environment value the representable read (in `context.environment`
    /// or an `@Environment` property) differs; `key` names it ("isEnabled").
    case environmentChanged(key: String)
    /// The environment changed, but no value the representable read did.
    case unreadEnvironmentChanged
    /// A dynamic property it reads changed ("observed object Model changed",
    /// "state Int written", "an @Observable property changed").
    case dependencyChanged(String)
    /// Its parent was evaluated again and gave a value Tandem cannot tell
    /// apart from the previous one (no stored property differs).
    case parentUpdated

    /// A short, readable form: "first make", "value changed: property `text`",
    /// "binding `value` changed", "environment: isEnabled"...
    public var description: String {
        switch self {
        case .firstMake: return "first make"
        case .reused: return "reused"
        case .valueChanged(let property): return "value changed: property `\(property)`"
        case .bindingChanged(let property): return "binding `\(property)` changed"
        case .environmentChanged(let key): return "environment: \(key)"
        case .unreadEnvironmentChanged: return "environment: values it did not read"
        case .dependencyChanged(let what): return what
        case .parentUpdated: return "parent updated"
        }
    }
}
