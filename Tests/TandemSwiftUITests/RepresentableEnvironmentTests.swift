import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A UIKit view that records what it sees in each update.
final class EnvironmentProbeView: UISwitch {
    var traitChanges = 0

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
    }
}

/// What a probe's update saw.
struct ProbeSighting: Equatable {
    var environmentScheme: ColorScheme
    var traitStyle: UIUserInterfaceStyle
    var isEnabled: Bool
}

@MainActor
enum ProbeLog {
    static var sightings: [ProbeSighting] = []
}

struct EnvironmentProbe: UIViewRepresentable {
    var forcesLight = false

    func makeUIView(context: Context) -> EnvironmentProbeView {
        let view = EnvironmentProbeView()
        if forcesLight { view.overrideUserInterfaceStyle = .light }
        return view
    }

    func updateUIView(_ uiView: EnvironmentProbeView, context: Context) {
        ProbeLog.sightings.append(
            ProbeSighting(
                environmentScheme: context.environment.colorScheme,
                traitStyle: uiView.traitCollection.userInterfaceStyle,
                isEnabled: context.environment.isEnabled))
    }
}

final class ProbeModel: ObservableObject {
    @Published var dark = false
    @Published var disabled = false
}

struct ProbeHost: View {
    @ObservedObject var model: ProbeModel

    var body: some View {
        EnvironmentProbe()
            .disabled(model.disabled)
            .environment(\.colorScheme, model.dark ? .dark : .light)
    }
}

@MainActor
@Suite(.serialized) struct RepresentableEnvironmentTests {
    private func probe(_ controller: UIViewController) throws -> EnvironmentProbeView {
        try #require(controller.view.allSubviews.compactMap { $0 as? EnvironmentProbeView }.first)
    }

    @Test func colorSchemeBecomesTheViewsUserInterfaceStyleBeforeUpdate() throws {
        ProbeLog.sightings = []
        let model = ProbeModel()
        let (controller, window) = host(ProbeHost(model: model))
        defer { window.isHidden = true }
        let view = try probe(controller)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        model.dark = true
        CATransaction.flush()
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitChanges == 1)
        // Each update saw the current environment, and traits that agree with it.
        #expect(
            ProbeLog.sightings == [
                ProbeSighting(environmentScheme: .light, traitStyle: .light, isEnabled: true),
                ProbeSighting(environmentScheme: .dark, traitStyle: .dark, isEnabled: true),
            ])
        // The hosting view around it keeps the window's appearance.
        #expect(controller.view.traitCollection.userInterfaceStyle != .dark)
    }

    @Test func theViewsOwnOverrideWins() throws {
        let (controller, window) = host(EnvironmentProbe(forcesLight: true).environment(\.colorScheme, .dark))
        defer { window.isHidden = true }
        let view = try probe(controller)
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    @Test func layoutDirectionAndDynamicTypeSizeBecomeTraits() throws {
        let (controller, window) = host(
            EnvironmentProbe()
                .environment(\.layoutDirection, .rightToLeft)
                .environment(\.dynamicTypeSize, .xxxLarge))
        defer { window.isHidden = true }
        let view = try probe(controller)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(controller.view.traitCollection.layoutDirection == .leftToRight)
    }

    @Test func tintBecomesTheViewsTintColor() throws {
        let (controller, window) = host(
            VStack {
                EnvironmentProbe().tint(.red); EnvironmentProbe()
            })
        defer { window.isHidden = true }
        let views = controller.view.allSubviews.compactMap { $0 as? EnvironmentProbeView }
        try #require(views.count == 2)
        #expect(views[0].tintColor == UIColor.systemRed)
        #expect(views[1].tintColor == controller.view.tintColor)
        // A tint the view sets itself wins.
        views[0].tintColor = .green
        #expect(views[0].tintColor == UIColor.green)
    }

    @Test func isEnabledIsReadThroughTheContextAndNotMapped() throws {
        ProbeLog.sightings = []
        let model = ProbeModel()
        let (controller, window) = host(ProbeHost(model: model))
        defer { window.isHidden = true }
        let view = try probe(controller)
        model.disabled = true
        CATransaction.flush()
        // `update` ran again with the new value; the control is not disabled for you.
        #expect(ProbeLog.sightings.map(\.isEnabled) == [true, false])
        #expect(view.isEnabled)
    }

    @Test func traitsOfAControllerRepresentableFollowTheEnvironment() throws {
        let (controller, window) = host(
            MiddleRepresentable().environment(\.colorScheme, .dark).environment(\.dynamicTypeSize, .xSmall))
        defer { window.isHidden = true }
        let middle = try #require(controller.children.first as? MiddleController)
        #expect(middle.traitCollection.userInterfaceStyle == .dark)
        #expect(middle.traitCollection.preferredContentSizeCategory == .extraSmall)
        #expect(middle.inner.view.labels.first?.text == "dark ltr xSmall")
    }
}
