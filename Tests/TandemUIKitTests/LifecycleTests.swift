import Foundation
import TandemTestSupport
import Testing
import UIKit

/// A controller that records its lifecycle into a shared log.
final class TracingController: UIViewController {
    let name: String
    let log: Log
    final class Log { var entries: [String] = [] }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func loadView() {
        log.entries.append("\(name).loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.entries.append("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(name).viewDidDisappear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.entries.append("\(name).viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.entries.append("\(name).viewDidLayoutSubviews")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.entries.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.entries.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func viewLoadsLazilyExactlyOnce() {
        let log = TracingController.Log()
        let controller = TracingController("vc", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])
    }

    @Test func parentAndChildThroughAddAppearRemoveAndDisappear() {
        let log = TracingController.Log()
        let parent = TracingController("parent", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        CATransaction.flush()
        #expect(
            log.entries == [
                "parent.loadView", "parent.viewDidLoad", "parent.viewWillAppear", "parent.viewWillLayoutSubviews",
                "parent.viewDidLayoutSubviews", "parent.viewDidAppear",
            ])

        log.entries = []
        let child = TracingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        CATransaction.flush()
        #expect(
            log.entries == [
                "child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad", "child.viewWillAppear",
                "child.didMove(toParent: parent)", "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
                "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews", "child.viewDidAppear",
            ])

        log.entries = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.entries == [
                "child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear",
                "child.didMove(toParent: nil)",
            ])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)

        log.entries = []
        window.isHidden = true
        #expect(log.entries == ["parent.viewWillDisappear", "parent.viewDidDisappear"])
    }

    @Test func childrenAddedInViewDidLoadAppearWithTheirParent() {
        let log = TracingController.Log()
        final class Container: UIViewController {
            let child: TracingController
            init(child: TracingController) {
                self.child = child
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let container = Container(child: TracingController("child", log: log))
        let window = makeWindow(root: container)
        _ = window
        let appearances = log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(appearances == ["child.viewWillAppear", "child.viewDidAppear"])
        log.entries = []
        window.rootViewController = UIViewController()
        #expect(
            log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                "child.viewWillDisappear", "child.viewDidDisappear",
            ])
    }

    @Test func childrenAddedDuringTheParentsFirstLayoutAppearWithIt() {
        let log = TracingController.Log()
        final class Container: UIViewController {
            let child: TracingController
            var added = false
            init(child: TracingController) {
                self.child = child
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                // As a hosting view adds a representable's controller: while the parent is appearing.
                guard !added else { return }
                added = true
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let container = Container(child: TracingController("child", log: log))
        let window = makeWindow(root: container)
        _ = window
        let appearances = log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(appearances == ["child.viewWillAppear", "child.viewDidAppear"])
    }

    @Test func appearanceCallbacksAreNeverRepeated() {
        let log = TracingController.Log()
        let vc = TracingController("vc", log: log)
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()
        vc.beginAppearanceTransition(false, animated: false)
        vc.endAppearanceTransition()
        vc.beginAppearanceTransition(false, animated: false)
        #expect(
            log.entries.filter { $0.contains("ppear") } == [
                "vc.viewWillAppear", "vc.viewDidAppear", "vc.viewWillDisappear", "vc.viewDidDisappear",
            ])
    }

    @Test func presentingFullScreenAndAsASheet() {
        let log = TracingController.Log()
        let root = TracingController("root", log: log)
        let window = makeWindow(root: root)
        log.entries = []

        let sheet = TracingController("sheet", log: log)
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(!completed)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(completed)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(log.entries.filter { $0.contains("ppear") } == ["sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(sheet.view.window === window)
        #expect(sheet.view.convert(CGPoint.zero, to: nil).y == 10)
        // Drawn in the window: the presenter dimmed above the card, the card below.
        root.view.backgroundColor = .white
        sheet.view.backgroundColor = .blue
        let shown = window.tandemSnapshot()
        #expect(shown.pixel(200, 5).isClose(to: RGBA(153, 153, 153, 255), tolerance: 2))
        #expect(shown.pixel(200, 100) == RGBA(0, 0, 255, 255))

        log.entries = []
        sheet.dismiss(animated: true)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(root.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(log.entries.filter { $0.contains("ppear") } == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])

        log.entries = []
        let full = TracingController("full", log: log)
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            log.entries.filter { $0.contains("ppear") } == [
                "root.viewWillDisappear", "full.viewWillAppear", "full.viewDidAppear", "root.viewDidDisappear",
            ])
        #expect(full.view.frame == window.bounds)

        let lines = diagnostics { root.present(UIViewController(), animated: false) }
        #expect(lines.contains { $0.contains("which is already presenting") })
        log.entries = []
        root.dismiss(animated: false)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            log.entries.filter { $0.contains("ppear") } == [
                "full.viewWillDisappear", "root.viewWillAppear", "full.viewDidDisappear", "root.viewDidAppear",
            ])
    }

    @Test func presentingFromAControllerOutsideAWindowIsReported() {
        let lines = diagnostics { UIViewController().present(UIViewController(), animated: false) }
        #expect(lines.contains { $0.contains("not in the window hierarchy") })
    }

    @Test func viewCallbacksRunInUIKitOrder() {
        final class Probe: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) {
                log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
            }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) {
                log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
            }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
        }
        let window = makeWindow()
        let probe = Probe()
        window.addSubview(probe)
        #expect(probe.window === window)
        probe.removeFromSuperview()
        #expect(
            probe.log == [
                "willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToWindow", "didMoveToSuperview",
                "willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToWindow", "didMoveToSuperview",
            ])
    }

    @Test func traitsFlowDownAndDynamicColorsResolve() {
        final class Watcher: UIView {
            var changes = 0
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
        }
        let window = makeWindow()
        let watcher = Watcher()
        watcher.backgroundColor = .systemBackground
        window.rootViewController!.view.addSubview(watcher)
        _ = watcher.traitCollection
        #expect(watcher.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        window.overrideUserInterfaceStyle = .dark
        #expect(watcher.traitCollection.userInterfaceStyle == .dark)
        #expect(watcher.changes == 1)
        #expect(watcher.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: watcher.traitCollection) == .white)
        window.rootViewController!.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(watcher.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: watcher.traitCollection).pointSize == 21)
    }
}
