/// Gives the view the transition it runs when a change that animates
/// inserts or removes it (a trait: read through the modifiers around it).
struct TransitionTraitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: AnyTransition

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(PassthroughLayout())
        updater.setLayoutValue(transition, for: ObjectIdentifier(TransitionTraitModifier.self))
        updater.reconcile(single: content)
    }
}

extension ViewNode {
    /// The transition this node runs when a change that animates inserts
    /// or removes it: its own `.transition(_:)` or, through modifiers, that
    /// of the view they modify; `.opacity` when none is set, as in SwiftUI.
    var traitTransition: AnyTransition {
        traitLayoutValue(ObjectIdentifier(TransitionTraitModifier.self)) as? AnyTransition ?? .opacity
    }
}

extension View {
    /// The transition this view runs when a change that animates inserts
    /// or removes it (`.opacity` when none is given).
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionTraitModifier(transition: transition))
    }
}
