import UIKit
import XCTest

/// A table screen written the way iOS tutorials write it (Swift 5 mode):
/// a `UITableViewController` subclass overriding the data source methods, a
/// cell subclass registered by class with `init(style:reuseIdentifier:)`
/// overridden, and a diffable data source kept in a property.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ContactListViewController: UITableViewController {
    var contacts = ["Ada", "Grace", "Linus"]
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
        cell.nameLabel.text = contacts[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(contacts[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            contacts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

final class ContactListXCTests: XCTestCase {
    func testATableViewControllerSubclassCompilesAndShowsItsRows() {
        let controller = ContactListViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cells = controller.tableView.visibleCells.compactMap { $0 as? ContactCell }
        XCTAssertEqual(cells.map { $0.nameLabel.text ?? "" }, ["Ada", "Grace", "Linus"])
        // Self-sized through the label's constraints: 12 + one line + 12, plus the separator.
        let lineHeight = cells[0].nameLabel.intrinsicContentSize.height
        XCTAssertEqual(cells[0].frame.height, 24 + lineHeight + 1 / window.traitCollection.displayScale, accuracy: 0.5)
        // Deleting through the data source method updates the table.
        controller.tableView(controller.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 2)
        let names = controller.tableView.visibleCells.compactMap { ($0 as? ContactCell)?.nameLabel.text }
        XCTAssertEqual(names, ["Ada", "Linus"])
    }
}
