import TandemUIKit

extension PresentationModifier {
    /// Presents `description` as an alert controller while `id` is not nil.
    static func alert(id: AnyHashable?, reset: @escaping () -> Void, description: AlertDescription)
        -> PresentationModifier
    {
        PresentationModifier(
            id: id, reset: reset, onDismiss: nil, make: { _ in description.makeController() }, update: nil)
    }

    /// An iOS 15 style alert or confirmation dialog bound to `isPresented`.
    static func dialog(
        title: String?, isPresented: Binding<Bool>, shown: Bool? = nil, actions: any View, message: (any View)?,
        style: UIAlertController.Style
    ) -> PresentationModifier {
        let presented = shown ?? isPresented.wrappedValue
        // Made only if presented without a node to resolve with (``prepare`` replaces it in the graph).
        var modifier = PresentationModifier(
            id: presented ? AnyHashable(true) : nil, reset: { isPresented.wrappedValue = false }, onDismiss: nil,
            make: { _ in
                AlertDescription(title: title, actions: actions, message: message, style: style, resolver: nil)
                    .makeController()
            }, update: nil)
        // The buttons are read through custom views where the modifier's node can keep their state.
        modifier.prepare = { resolver in
            let description = AlertDescription(
                title: title, actions: actions, message: message, style: style, resolver: resolver)
            return { _ in description.makeController() }
        }
        return modifier
    }
}
