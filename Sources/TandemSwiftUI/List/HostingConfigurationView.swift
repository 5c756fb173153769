import Foundation
import TandemSupport
import TandemUIKit

/// The content view of a cell configured with a `UIHostingConfiguration`:
/// it owns a graph of the configuration's SwiftUI view, lays it out in its
/// bounds, and measures its height for self-sizing rows. When the content's
/// size may change it invalidates its cell, so the table measures the row again.
@MainActor
final class HostingConfigurationView: UIView, UIContentView, ViewGraphHost, SelfMeasuringView {
    /// The content's graph, built on first use (see ``HostedGraph``).
    private let hosted: HostedGraph
    private var current: any UIContentConfiguration
    private var minimumSize: (width: CGFloat?, height: CGFloat?)
    private var inheritedEnvironment: EnvironmentValues?

    init<Content: View, Background: View>(configuration: UIHostingConfiguration<Content, Background>) {
        current = configuration
        minimumSize = configuration.minimumSize
        inheritedEnvironment = configuration.inheritedEnvironment
        hosted = HostedGraph(rootView: configuration.hostedView)
        super.init(frame: .zero)
        hosted.graph.host = self
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit {
        hosted.tearDown()
    }

    /// The configuration shown; a hosting configuration of any content updates the graph in place.
    var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let hosting = newValue as? any HostingConfigurationProtocol else {
                Diagnostics.report(
                    "UIHostingConfiguration",
                    "ignored a \(type(of: newValue)) configuration: the cell hosts SwiftUI content")
                return
            }
            // An inherited environment that is the same values as before
            // (a list's rows at each update) is not read again: reading it
            // is a pass over the whole content.
            let sameEnvironment =
                inheritedEnvironment.flatMap { old in hosting.inheritedEnvironment.map(old.isIdentical(to:)) } ?? false
            current = newValue
            minimumSize = hosting.minimumSize
            inheritedEnvironment = hosting.inheritedEnvironment
            if !sameEnvironment { hosted.rootEnvironmentDidChange() }
            hosted.setRootView(hosting.hostedView, deferred: false)
            guard hosted.isBuilt else { return }
            invalidateCell()
        }
    }

    func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is any HostingConfigurationProtocol
    }

    // MARK: ViewGraphHost

    /// The list's environment, as it handed it to the configuration, or the cell's traits.
    var rootEnvironment: EnvironmentValues {
        if let inheritedEnvironment { return inheritedEnvironment }
        var environment = EnvironmentValues()
        environment.apply(traitCollection)
        environment.dynamicTypeSize = DynamicTypeSize(traitCollection.preferredContentSizeCategory)
        return environment
    }

    var graphContainerView: UIView { self }

    /// The controller whose view holds the cell: representable controllers in the content become its children.
    var graphViewController: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    func graphLayoutDidChange() {
        setNeedsLayout()
        invalidateCell()
    }

    /// The height last measured, at its width: the cell is told to measure
    /// again only when the content's height at that width is different.
    private var measured: (width: CGFloat, height: CGFloat)?

    /// Tells the cell its content's size changed, if it did.
    private func invalidateCell() {
        guard let measured else { return }
        let height = sizeThatFits(CGSize(width: measured.width, height: 0)).height
        guard height != measured.height else { return }
        superview?.invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        let fitted = hosted.sizeThatFits(ProposedViewSize(width: width, height: nil))
        let result = CGSize(
            width: max(width ?? fitted.width, minimumSize.width ?? 0),
            height: max(fitted.height, minimumSize.height ?? 0))
        measured = (size.width, result.height)
        return result
    }

    func layoutContentNow() {
        hosted.graph.layout(in: bounds)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        hosted.layout(in: bounds)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard inheritedEnvironment == nil else { return }
        hosted.rootEnvironmentDidChange()
    }
}

/// What a host view reads from a `UIHostingConfiguration` of any content.
protocol HostingConfigurationProtocol: UIContentConfiguration {
    @MainActor var hostedView: any View { get }
    var minimumSize: (width: CGFloat?, height: CGFloat?) { get }
    var inheritedEnvironment: EnvironmentValues? { get }
    /// The row identity (a `List`'s cells); nil for none.
    var identity: ListRowKey? { get }
}

extension UIHostingConfiguration: HostingConfigurationProtocol {}
