import Foundation

/// The views a list keeps for reuse under their identifiers, and how to
/// make a new one for an identifier registered with a class: shared by
/// table views (cells, headers and footers) and collection views (cells
/// and supplementary views).
@preconcurrency @MainActor
struct ReusePool<View: UIView> {
    private var makers: [String: (String) -> View] = [:]
    private var idle: [String: [View]] = [:]

    /// Registers how to make a view for `identifier`; nil unregisters.
    mutating func register(_ make: ((String) -> View)?, for identifier: String) {
        makers[identifier] = make
    }

    /// Whether a class is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A view kept under `identifier`, shown again and passed to `prepare`
    /// (its `prepareForReuse()`); else a new one of the registered class;
    /// nil when there is neither.
    mutating func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
        if let view = idle[identifier]?.popLast() {
            view.isHidden = false
            prepare(view)
            return view
        }
        return makers[identifier]?(identifier)
    }

    /// Keeps `view` for reuse under `identifier`, hidden.
    mutating func enqueue(_ view: View, as identifier: String) {
        view.isHidden = true
        idle[identifier, default: []].append(view)
    }
}
