import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// A controller that records the size transitions it hears of.
final class TransitionRecorder: UIViewController {
    var log: [String] = []
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("\(name) will \(Int(size.width))×\(Int(size.height)), view \(Int(view.bounds.width))")
        #expect(transitionCoordinator === coordinator)
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            log.append("\(name) alongside, view \(Int(view.bounds.width))")
        }) { [unowned self] context in
            log.append("\(name) done, cancelled \(context.isCancelled)")
        }
    }
}

/// Window size changes as transitions (`viewWillTransition(to:with:)` and
/// the coordinator), the readable content guide, and Dynamic Type for
/// labels that adjust their fonts.
@MainActor
@Suite struct SizeTransitionTests {
    @Test func aWindowResizeTellsTheControllersBeforeTheirViewsResizeAndRunsTheBlocksAfter() {
        let root = TransitionRecorder("root")
        let child = TransitionRecorder("child")
        let window = makeWindow(width: 400, height: 800, root: root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        child.didMove(toParent: root)
        window.layoutIfNeeded()
        #expect(root.transitionCoordinator == nil)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
        #expect(root.log == ["root will 800×400, view 400"])
        #expect(child.log == ["child will 800×400, view 200"])
        window.layoutIfNeeded()
        #expect(root.log == ["root will 800×400, view 400", "root alongside, view 800", "root done, cancelled false"])
        #expect(
            child.log == ["child will 800×400, view 200", "child alongside, view 600", "child done, cancelled false"])
        #expect(root.transitionCoordinator == nil)
        // A frame the window refuses (NaN) announces nothing.
        window.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 400)
        window.layoutIfNeeded()
        #expect(root.log.count == 3)
        // The first size of a window that was never shown is no transition.
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let unseen = TransitionRecorder("unseen")
        hidden.rootViewController = unseen
        hidden.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(unseen.log.isEmpty)
    }

    @Test func theReadableContentGuideIsTheMarginsUpToAReadableWidthCentered() {
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        narrow.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: narrow.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: narrow.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: narrow.readableContentGuide.topAnchor),
        ])
        narrow.layoutIfNeeded()
        #expect(label.frame.minX == narrow.layoutMarginsGuide.layoutFrame.minX)
        #expect(label.frame.width == narrow.layoutMarginsGuide.layoutFrame.width)
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1_024, height: 200))
        let text = UILabel()
        text.translatesAutoresizingMaskIntoConstraints = false
        wide.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: wide.readableContentGuide.topAnchor),
        ])
        wide.layoutIfNeeded()
        #expect(text.frame.width == 672)
        #expect(text.frame.midX == 512)
        #expect(wide.readableContentGuide.layoutFrame.width == 672)
    }

    @Test func aLabelThatAdjustsItsFontFollowsTheTextSize() {
        let window = makeWindow(width: 300, height: 300)
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        let plain = UILabel()
        plain.font = .systemFont(ofSize: 17)
        plain.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, plain] { window.rootViewController!.view.addSubview(label) }
        #expect(adjusting.font.pointSize == 17)
        window.rootViewController!.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(
            adjusting.font.pointSize
                == UIFont.preferredFont(forTextStyle: .body, compatibleWith: adjusting.traitCollection).pointSize)
        #expect(adjusting.font.pointSize > 17)
        #expect(fixed.font.pointSize == 17)
        #expect(plain.font.pointSize == 17)
        #expect((adjusting as any UIContentSizeCategoryAdjusting).adjustsFontForContentSizeCategory)
    }
}
