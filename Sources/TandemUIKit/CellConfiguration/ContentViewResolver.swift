import Foundation

/// How a cell's content configuration becomes its content view, shared by
/// table and collection view cells: the current view takes the
/// configuration when it supports it, else the configuration makes a new one.
@preconcurrency @MainActor
enum ContentViewResolver {
    /// The view that replaces `current` for `configuration` derived for
    /// `state`; nil when `current` stays (it took the configuration, or
    /// there is none and `current` is a plain view). No configuration
    /// replaces a configuration's view with a plain one.
    static func replacement(
        for configuration: (any UIContentConfiguration)?, state: UICellConfigurationState, current: UIView
    ) -> UIView? {
        guard let configuration = configuration?.updated(for: state) else {
            return current is UIContentView ? UIView() : nil
        }
        if let view = current as? (UIView & UIContentView), view.supports(configuration) {
            view.configuration = configuration
            return nil
        }
        return configuration.makeContentView()
    }
}
