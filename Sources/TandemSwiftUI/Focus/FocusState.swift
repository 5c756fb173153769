/// A value that says which focusable view inside has the keyboard focus:
/// `Bool` for one view, an optional for several (`nil` when none has it).
///
/// Like `@State`, its storage lives in the graph at the view's identity.
/// Hand its projected value to `focused(_:)` or `focused(_:equals:)`: when
/// the user starts editing a text field or text editor marked so, the value
/// becomes its mark; when editing ends, the value goes back to `false` or
/// `nil`. Writing the value moves the focus: the marked field takes the
/// keyboard (once it is in a window), and `false`/`nil` takes it away.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    var storage: State<Value>
    /// The value that means "nothing focused".
    let unfocused: Value

    /// A binding to a focus state, for `focused(_:)` and `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        // Module-qualified: this nested `Binding` hides SwiftUI's.
        let value: TandemSwiftUI.Binding<Value>
        let unfocused: Value

        /// The focus state's value.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// Which view has the focus (`false`/`nil` when none does).
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to hand to `focused(_:)` or `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(value: storage.projectedValue, unfocused: unfocused)
    }

    /// A focus state for one view: `false` until it has the focus.
    public init() where Value == Bool {
        storage = State(wrappedValue: false)
        unfocused = false
    }

    /// A focus state for several views: `nil` until one of them has the focus.
    public init<T: Hashable>() where Value == T? {
        storage = State(wrappedValue: nil)
        unfocused = nil
    }
}
