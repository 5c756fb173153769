import Foundation
import TandemTestSupport
import Testing
import UIKit

/// The layout engine keeps entries for its views; a view may be released
/// between the change that made its entry dirty and the next pass.
@MainActor
@Suite struct LayoutEngineReleaseTests {
    /// A constrained label whose size changed, then removed and released
    /// before the next layout pass: the pass skips it (it read the freed
    /// view before) and lays out what is left.
    @Test func aViewRemovedAndReleasedAfterItsSizeChangedIsSkippedByTheNextPass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        do {
            let label = UILabel()
            label.text = "short"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
            root.layoutIfNeeded()
            label.text = "a much longer text than before"
            label.removeFromSuperview()
        }
        root.layoutIfNeeded()
        let next = UIView()
        next.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(next)
        NSLayoutConstraint.activate([
            next.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            next.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            next.widthAnchor.constraint(equalToConstant: 50),
            next.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(root.subviews.count == 1)
        #expect(next.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
    }
}
