import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `sensoryFeedback`: which feedback plays through which UIKit generator,
/// and when (each change of the trigger, as the condition or closure says).
@MainActor
@Suite(.serialized) struct SensoryFeedbackTests {
    private final class Model: ObservableObject {
        @Published var count = 0
    }

    private struct Counter: View {
        @ObservedObject var model: Model

        var body: some View {
            Text("\(model.count)")
                .sensoryFeedback(.success, trigger: model.count)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: model.count) { _, new in
                    new.isMultiple(of: 2)
                }
                .sensoryFeedback(trigger: model.count) { old, new in new > old ? .selection : nil }
                .sensoryFeedback(.increase, trigger: model.count)
                .sensoryFeedback(trigger: model.count) { model.count == 5 ? .warning : nil }
        }
    }

    @Test func feedbackPlaysWhenTheTriggerChanges() throws {
        let model = Model()
        let (_, window) = host(Counter(model: model))
        defer { window.isHidden = true }
        UIFeedbackGenerator.recordedEvents = []
        CATransaction.flush()
        #expect(UIFeedbackGenerator.recordedEvents.isEmpty, "nothing plays before the trigger changes")
        model.count = 1
        CATransaction.flush()
        let afterOne = UIFeedbackGenerator.recordedEvents
        #expect(afterOne.contains("notification success") && afterOne.contains("selection"))
        #expect(!afterOne.contains { $0.hasPrefix("impact") }, "the condition holds only for even counts")
        UIFeedbackGenerator.recordedEvents = []
        model.count = 0
        CATransaction.flush()
        let afterZero = UIFeedbackGenerator.recordedEvents
        #expect(afterZero.contains("notification success"))
        #expect(afterZero.contains { $0.hasPrefix("impact heavy") })
        #expect(!afterZero.contains("selection"), "the closure gives no feedback for a decrease")
        #expect(afterZero.count == 2, "increase has no UIKit generator: \(afterZero)")
        UIFeedbackGenerator.recordedEvents = []
        model.count = 5
        CATransaction.flush()
        #expect(UIFeedbackGenerator.recordedEvents.contains("notification warning"))
        UIFeedbackGenerator.recordedEvents = []
    }

    @Test func intensitiesAreClamped() {
        #expect(SensoryFeedback.impact(weight: .light, intensity: 7) == .impact(weight: .light, intensity: 1))
        #expect(SensoryFeedback.impact(flexibility: .soft, intensity: -1) == .impact(flexibility: .soft, intensity: 0))
        #expect(SensoryFeedback.impact(intensity: .nan) == .impact)
    }
}
