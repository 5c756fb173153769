import Foundation
import UIKit

@testable import TandemUIKit

// The classes the storyboard and nib fixtures name (customModule
// "TandemUIKitTests"), written as an app writes them, with the edits Linux
// forces: `@IBOutlet` is refused for classes that are not `@objc` (every
// UIKit class on Linux), so it is removed from the properties; `@IBAction`
// compiles, and the actions are listed in `interfaceBuilderActions`.

/// The "Form" scene: outlets of each kind, an action, segue callbacks.
final class FormViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var emailField: UITextField!
    var submitButton: UIButton!
    var rowLabels: [UILabel]!
    /// What happened, in order.
    var events: [String] = []
    /// What ``shouldPerformSegue(withIdentifier:sender:)`` answers.
    var allowsSegues = true

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib viewLoaded=\(isViewLoaded)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad \(titleLabel?.text ?? "nil")")
    }

    @IBAction func submit(_ sender: UIButton) {
        events.append("submit \(sender.currentTitle ?? "")")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should \(identifier)")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "nil") destinationViewLoaded=\(segue.destination.isViewLoaded)")
        (segue.destination as? DetailViewController)?.name = "From form"
    }
}

extension FormViewController: InterfaceBuilderActionTarget {
    static let interfaceBuilderActions: [String: InterfaceBuilderAction] = [
        "submit:": InterfaceBuilderAction(FormViewController.submit)
    ]
}

/// The "Detail" scene: shows the name it was given before its view loaded.
final class DetailViewController: UIViewController {
    weak var nameLabel: UILabel!
    var name: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let name { nameLabel.text = name }
    }
}

/// A window that handles the "showHelp:" action sent to the First Responder.
final class HelpWindow: UIWindow, InterfaceBuilderActionTarget {
    var helpRequests = 0

    func showHelp(_ sender: Any) { helpRequests += 1 }

    static let interfaceBuilderActions: [String: InterfaceBuilderAction] = [
        "showHelp:": InterfaceBuilderAction(HelpWindow.showHelp)
    ]
}

/// The "People" scene: a table controller filling prototype cells.
final class PeopleViewController: UITableViewController, InterfaceBuilderActionTarget {
    let names = ["Ada", "Grace"]
    var calls: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PersonCell", for: indexPath) as! PersonCell
        cell.nameLabel.text = names[indexPath.row]
        return cell
    }

    func call(_ sender: UIButton) {
        var view: UIView? = sender
        while let current = view, !(current is PersonCell) { view = current.superview }
        calls.append((view as? PersonCell)?.nameLabel.text ?? "?")
    }

    static let interfaceBuilderActions: [String: InterfaceBuilderAction] = [
        "call:": InterfaceBuilderAction(PeopleViewController.call)
    ]
}

/// A prototype cell with an outlet, checked in `awakeFromNib()`.
final class PersonCell: UITableViewCell {
    weak var nameLabel: UILabel!
    var outletWasSetWhenAwoken = false

    override func awakeFromNib() {
        super.awakeFromNib()
        outletWasSetWhenAwoken = nameLabel != nil
    }
}

/// The "Parent" scene: a container view embedding a child.
final class ParentViewController: UIViewController {
    var events: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "nil")")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad children=\(children.count)")
    }
}

/// The File's Owner of ProfileViewController.xib.
final class ProfileViewController: UIViewController {
    weak var nameLabel: UILabel!
}

/// A custom view class in a nib: records that `init?(coder:)` made it.
final class NibBadgeView: UIView {
    var madeByCoder = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeByCoder = true
    }
}

/// Outlets of every storage kind, for the outlet setter.
class OutletBase {
    var inherited: UIView?
}

final class OutletHolder: OutletBase {
    weak var weakLabel: UILabel!
    var strongLabel: UILabel!
    var labels: [UILabel]!
    let constant = 1
}
