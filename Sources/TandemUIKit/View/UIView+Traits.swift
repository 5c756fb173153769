import Foundation

extension UIView {
    func computeTraits() -> UITraitCollection {
        var traits = environmentTraitOverrides.applied(to: superview?.traitCollection ?? rootTraits)
        if let controller = owningViewController { traits = controller.traitOverrides.applied(to: traits) }
        return ownTraitOverrides.applied(to: traits)
    }

    /// Recomputes traits and tint through the subtree after the view moved or
    /// an override changed, calling `traitCollectionDidChange(_:)` and
    /// `tintColorDidChange()` where they changed, parents first.
    func inheritedPropertiesDidChange() {
        LayoutPass.forEachView(in: self) { $0.refreshInheritedProperties() }
    }

    /// This view's part of ``inheritedPropertiesDidChange()``.
    private func refreshInheritedProperties() {
        guard let previous = cachedTraits else {
            tintColorDidChange()
            return
        }
        cachedTraits = nil
        let current = traitCollection
        if current != previous {
            if let backgroundColor, backgroundColor.provider != nil {
                layer.backgroundColor = backgroundColor.resolvedColor(with: current).cgColor
            }
            if current.hasDifferentColorAppearance(comparedTo: previous)
                || current.preferredContentSizeCategory != previous.preferredContentSizeCategory
            {
                setNeedsDisplay()
            }
            if current.preferredContentSizeCategory != previous.preferredContentSizeCategory {
                contentSizeCategoryDidChange()
            }
            if current.layoutDirection != previous.layoutDirection { layoutDirectionDidChange() }
            current.performAsCurrent { traitCollectionDidChange(previous) }
            owningViewController?.viewTraitsDidChange(previous)
        }
        tintColorDidChange()
    }

    func notifyTintChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            stack.append(
                contentsOf: view.subviews.reversed().filter { $0.ownTintColor == nil && $0.environmentTintColor == nil }
            )
        }
    }
}
