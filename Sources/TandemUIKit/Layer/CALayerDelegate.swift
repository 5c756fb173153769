import Foundation
public import TandemGraphics

/// What a layer asks of its delegate (a view, for a view's layer).
///
/// Every method has a default that does nothing, standing in for Objective-C's
/// optional protocol methods.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's contents itself; when it sets `contents`, ``draw(_:in:)`` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`, in the layer's coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for the change of `layer`'s property `event`: nil to let
    /// the layer go on searching (``CALayer/action(forKey:)``), `NSNull` for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: the layer goes on searching.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
