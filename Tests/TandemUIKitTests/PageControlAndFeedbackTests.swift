import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// `UIPageControl` and the haptic feedback generators.
@MainActor
@Suite struct PageControlAndFeedbackTests {
    @MainActor
    final class PageTarget {
        var pages: [Int] = []
        func changed(_ control: UIPageControl) { pages.append(control.currentPage) }
    }

    @Test func tappingEitherSideOfTheCurrentDotChangesThePageAndSendsValueChanged() {
        let window = makeWindow(width: 200, height: 100)
        window.rootViewController!.view.backgroundColor = .white
        let control = UIPageControl()
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 48, height: 26))
        control.frame = CGRect(x: 10, y: 10, width: 180, height: 26)
        let target = PageTarget()
        control.addTarget(target, action: PageTarget.changed, for: .valueChanged)
        window.rootViewController!.view.addSubview(control)
        // Dots at 84, 100 and 116 (window x); the first is current.
        window.synthesizeTap(at: CGPoint(x: 160, y: 23), time: 0)
        window.synthesizeTap(at: CGPoint(x: 160, y: 23), time: 1)
        window.synthesizeTap(at: CGPoint(x: 160, y: 23), time: 2)
        #expect(target.pages == [1, 2])
        window.synthesizeTap(at: CGPoint(x: 20, y: 23), time: 3)
        #expect(target.pages == [1, 2, 1])
        // Setting the page in code sends nothing; values out of range are clamped.
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(target.pages.count == 3)
        // The current dot is dark, the others light.
        control.currentPageIndicatorTintColor = .black
        control.pageIndicatorTintColor = UIColor(white: 0.8, alpha: 1)
        let image = window.tandemSnapshot()
        let scale = image.scale
        let current = image.pixel(Int(108 * scale), Int(23 * scale)),
            other = image.pixel(Int(92 * scale), Int(23 * scale))
        #expect(current.r < 40 && other.r > 180 && other.r < 230)
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        #expect(control.isHidden)
    }

    @Test func feedbackGeneratorsRecordWhatTheyWereAskedFor() {
        let before = UIFeedbackGenerator.recordedEvents.count
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 4)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(
            Array(UIFeedbackGenerator.recordedEvents.dropFirst(before)) == [
                "impact heavy", "impact heavy 1.0", "notification success", "selection",
            ])
    }
}
