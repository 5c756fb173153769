public import Foundation

/// Flexible space: in a stack it grows along the stack's axis, at least
/// `minLength` (the system spacing when `nil`); outside a stack it grows in
/// both dimensions.
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
    func updateNode(_ node: ViewNode) {
        node.setLayout(SpacerLayout(minLength: minLength ?? ViewSpacing.system, axis: node.environment.stackAxis))
        node.reconcile([], environment: node.environment)
    }
}

/// A spacer's sizing: the proposal along its axis (not below the minimum), nothing across it.
struct SpacerLayout: Layout {
    let minLength: CGFloat
    let axis: Axis?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = axis == .vertical ? 0 : max(minLength, proposal.width ?? minLength)
        let height = axis == .horizontal ? 0 : max(minLength, proposal.height ?? minLength)
        return CGSize(width: axis == nil && proposal.width == nil ? 0 : width, height: axis == nil && proposal.height == nil ? 0 : height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
