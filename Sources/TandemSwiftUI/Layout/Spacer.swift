/// Imported publicly: the public declarations below use its types.
public import Foundation

/// Flexible space: in a stack (through the modifiers around it) it grows
/// along the stack's axis, at least `minLength` (the system spacing when
/// `nil`); outside a stack it grows in both dimensions.
public struct Spacer: View {
    /// The least length along the stack's axis.
    public var minLength: CGFloat?

    /// A spacer of at least `minLength`.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Spacer: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setLayout(SpacerLayout(minLength: minLength ?? ViewSpacing.system, axis: updater.environment.stackAxis))
        updater.reconcile([])
    }
}
