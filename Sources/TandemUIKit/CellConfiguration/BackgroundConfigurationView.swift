import Foundation

/// The view that draws a cell's ``UIBackgroundConfiguration``: its color,
/// corners and stroke, or its custom view, inset as it says. It sits
/// behind everything else in the cell and never takes touches.
final class BackgroundConfigurationView: UIView {
    private var configuration = UIBackgroundConfiguration.clear()
    private var customView: UIView?

    override func didInitialize() {
        super.didInitialize()
        isUserInteractionEnabled = false
    }

    /// Draws `configuration`, resolving nil colors to `tint`.
    func apply(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
        self.configuration = configuration
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { addSubview(customView) }
        }
        backgroundColor = configuration.customView == nil ? configuration.resolvedBackgroundColor(for: tint) : nil
        layer.cornerRadius = configuration.cornerRadius
        layer.masksToBounds = configuration.cornerRadius > 0
        layer.borderWidth = configuration.strokeWidth
        layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
        setNeedsLayout()
    }

    /// The frame in a cell of `bounds` with `margins`: the bounds inset by
    /// the configuration's insets (and the margins on the edges it names),
    /// grown by the stroke's outset.
    func frame(in bounds: CGRect, margins: NSDirectionalEdgeInsets) -> CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let outset = configuration.strokeWidth > 0 ? configuration.strokeOutset : 0
        return CGRect(
            x: bounds.minX + insets.leading - outset, y: bounds.minY + insets.top - outset,
            width: max(0, bounds.width - insets.leading - insets.trailing + 2 * outset),
            height: max(0, bounds.height - insets.top - insets.bottom + 2 * outset))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        customView?.frame = bounds
    }
}
