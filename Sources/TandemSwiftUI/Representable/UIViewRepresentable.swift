/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// A UIKit view shown in SwiftUI.
///
/// The graph calls, per identity: `makeCoordinator()`, then
/// `makeUIView(context:)` once, then `updateUIView(_:context:)` — again each
/// time the representable's value or a dynamic property it reads changes —
/// and `dismantleUIView(_:coordinator:)` when the identity goes. The view's
/// frame belongs to SwiftUI's layout; `sizeThatFits(_:uiView:context:)`
/// chooses its size (`nil`: the view's intrinsic size where it has one, the
/// proposal elsewhere). Representables must be value types.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Self.Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The type of the object that connects the view to SwiftUI (delegates, targets).
    associatedtype Coordinator = Void
    /// What `make`, `update` and `sizeThatFits` receive.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once per identity.
    func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Brings the view up to date with this value and `context.environment`.
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Cleans up before the view is removed. Does nothing by default.
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Makes the coordinator, before the view, once per identity.
    func makeCoordinator() -> Self.Coordinator
    /// The view's size for `proposal`, or `nil` for the default.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    /// The default sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? {
        nil
    }

    /// Never called: the graph shows the UIKit view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension UIViewRepresentable where Self.Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    func updateNode(_ updater: NodeUpdater) {
        if Self.self is AnyClass {
            preconditionFailure("UIViewRepresentables must be value types: \(Self.self)")
        }
        let (box, isNew) = updater.leafDriver(RepresentableBox<ViewAdaptor<Self>>.self) {
            RepresentableBox(ViewAdaptor(self), updater: updater)
        }
        if !isNew { box.update(ViewAdaptor(self), updater: updater) }
    }
}
