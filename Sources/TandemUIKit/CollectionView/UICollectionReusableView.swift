public import Foundation

/// A view a collection view reuses: the base of cells and of supplementary
/// views (section headers and footers).
///
/// The collection view makes one of a registered class when it has none to
/// reuse, places it at the frame its layout gives (``apply(_:)`` receives
/// the attributes), and hides it for reuse when it leaves the screen,
/// calling ``prepareForReuse()`` before handing it out again. Main actor only.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under; nil for a view the collection view did not dequeue.
    open internal(set) var reuseIdentifier: String?

    /// Makes a view of a class registered with a collection view, as
    /// dequeuing does: it runs the class's `init(frame:)` (yours, when you
    /// override it) with the frame the layout gives the element, and records
    /// `reuseIdentifier`. Tandem's stand-in for Objective-C's dynamic
    /// initialization; you never need to call or override it.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String, frame: CGRect) {
        self.init(frame: frame)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets the view before the collection view hands it out again; override it to reset your state, and call super.
    open func prepareForReuse() {}

    /// Receives the layout's attributes for the view (its frame is already
    /// set); override it to read values a custom attributes class carries.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: the default
    /// keeps the frame of a view that is not measured, and for a view the
    /// layout estimated returns the size its constraints fit.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        let fixedWidth = layoutAttributes.fixesWidthWhenSizing
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: fixedWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        if fitted.width > 0, fitted.height > 0 {
            preferred.size = CGSize(
                width: fixedWidth ? layoutAttributes.size.width : fitted.width, height: fitted.height)
        }
        return preferred
    }
}
