import Foundation

/// A description of a cell's content that can make the view that shows it,
/// and that can derive itself for a state (selected, highlighted, …).
///
/// Setting one as a cell's `contentConfiguration` replaces the cell's
/// content view with the one ``makeContentView()`` returns, or hands the
/// configuration to the current content view when it ``UIContentView/supports(_:)`` it.
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration adjusted for `state`; return `self` when the state changes nothing.
    func updated(for state: any UIConfigurationState) -> Self
}
