import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// Popping a controller and pushing it again in the same run-loop turn.
@MainActor
@Suite struct NavigationRepushTests {
    @Test func aControllerPoppedAndPushedInOneTurnIsPushedWithABackButton() {
        let log = CallLog()
        let root = CallbackRecorder("Root", log: log)
        let detail = CallbackRecorder("Detail", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 844, root: navigation)
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        navigation.popViewController(animated: true)
        // Still a child until the pop's containment ends at the commit; pushed again at once.
        navigation.pushViewController(detail, animated: true)
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Detail"])
        #expect(detail.parent === navigation)
        #expect(navigation.children.filter { $0 === detail }.count == 1)
        #expect(navigation.navigationBar.backItem?.title == "Root")
        #expect(detail.viewIfLoaded?.window === window)
    }
}
