import UIKit
import XCTest

/// A grid screen written the way iOS tutorials write it (Swift 5 mode): a
/// `UICollectionViewController` subclass made with a flow layout, a cell
/// subclass registered by class with `init(frame:)` overridden, and the
/// flow-layout delegate adopted in an extension to size the items.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isSelected: Bool {
        didSet { contentView.alpha = isSelected ? 0.5 : 1 }
    }
}

final class PhotoGridViewController: UICollectionViewController {
    var photos = (1...12).map { "Photo \($0)" }
    var opened: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
            as! PhotoCell
        cell.titleLabel.text = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.item])
    }
}

extension PhotoGridViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        // Three columns: the width less the insets and two gaps, shared.
        let width = (collectionView.bounds.width - 8 * 4) / 3
        return CGSize(width: width, height: width)
    }
}

final class PhotoGridXCTests: XCTestCase {
    func testACollectionViewControllerWithAFlowLayoutShowsItsItems() {
        let controller = PhotoGridViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        // (320 - 32) / 3 = 96-point squares, 8 apart: rows at 8, 112, 216, 320 (the last only partly on screen).
        let cells = collectionView.visibleCells.compactMap { $0 as? PhotoCell }
        XCTAssertEqual(cells.count, 12)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell
        XCTAssertEqual(first?.titleLabel.text, "Photo 1")
        XCTAssertEqual(first?.frame, CGRect(x: 8, y: 8, width: 96, height: 96))
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame,
            CGRect(x: 112, y: 112, width: 96, height: 96))
        let height: CGFloat = 8 + 4 * 96 + 3 * 8 + 8
        XCTAssertEqual(collectionView.contentSize.height, height)
        // The data source's delegate methods reach the subclass's overrides.
        controller.collectionView(collectionView, didSelectItemAt: IndexPath(item: 2, section: 0))
        XCTAssertEqual(controller.opened, ["Photo 3"])
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentView.alpha, 0.5)
    }
}
