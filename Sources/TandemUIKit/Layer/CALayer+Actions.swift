import Foundation

// The search for a property change's action (implicit animations); the
// overridable entry point, `action(forKey:)`, stays in the class body.
extension CALayer {
    /// ``action(forKey:)``'s search, in Core Animation's order.
    func resolvedAction(forKey event: String) -> CAAction? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if isViewBacked { return UIViewAnimationBlock.current == nil ? nil : CABasicAnimation(keyPath: event) }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        if let found = Self.defaultAction(forKey: event) { return found is NSNull ? nil : found }
        guard LayerAnimationKey.Property(rawValue: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
