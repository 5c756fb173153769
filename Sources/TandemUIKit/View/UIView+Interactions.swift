import Foundation

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { ownInteractions }
        set {
            for interaction in ownInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` (moving it from another view first): it gets
    /// `willMove(to:)` and `didMove(to:)` with this view. Adding it twice does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !ownInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        ownInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`; it gets `willMove(to: nil)` and `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard ownInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        ownInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
