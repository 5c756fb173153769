public import Foundation

/// A view controller whose view is a collection view, and which is that
/// collection view's data source and delegate: subclass it and override the
/// `collectionView(…)` methods you need (every one is here to override,
/// doing what the protocol's default does).
///
/// When its view is about to appear, the selection is cleared
/// (``clearsSelectionOnViewWillAppear``).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?

    /// Whether the selection is cleared each time the view is about to appear; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view is placed by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Controllers are not archived on Linux: this makes one with a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view (loaded on first use).
    /// Setting one makes it the view, with this controller as its data source and delegate.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return ownCollectionView
        }
        set {
            ownCollectionView = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
            view = newValue
        }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { ownCollectionView?.collectionViewLayout ?? initialLayout }

    /// Reads the collection view from the controller's storyboard scene or
    /// nib, else makes one, with this controller as its data source and delegate.
    open override func loadView() {
        if loadViewFromInterfaceBuilder(), let collection = viewIfLoaded as? UICollectionView {
            ownCollectionView = collection
            return
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        ownCollectionView = collection
        view = collection
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = ownCollectionView else { return }
        for path in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: path, animated: animated)
        }
    }

    // MARK: Data source

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items; override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A blank cell; override it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
    /// An empty view, reported; override it when the layout places supplementary views.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Delegate

    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: Scroll view delegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
