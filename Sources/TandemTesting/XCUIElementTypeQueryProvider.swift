import Foundation

/// The queries for each kind of element below an element or a query's elements.
@preconcurrency @MainActor
public protocol XCUIElementTypeQueryProvider {
    /// The elements of `type` at any depth below.
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// The elements of type `.other` at any depth below.
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
    /// The elements of type `.window` at any depth below.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// The elements of type `.alert` at any depth below.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// The elements of type `.sheet` at any depth below.
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    /// The elements of type `.button` at any depth below.
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// The elements of type `.navigationBar` at any depth below.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// The elements of type `.tabBar` at any depth below.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// The elements of type `.toolbar` at any depth below.
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// The elements of type `.table` at any depth below.
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// The elements of type `.collectionView` at any depth below.
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// The elements of type `.cell` at any depth below.
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// The elements of type `.scrollView` at any depth below.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// The elements of type `.slider` at any depth below.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// The elements of type `.stepper` at any depth below.
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// The elements of type `.segmentedControl` at any depth below.
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// The elements of type `.switch` at any depth below.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// The elements of type `.progressIndicator` at any depth below.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// The elements of type `.activityIndicator` at any depth below.
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// The elements of type `.picker` at any depth below.
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    /// The elements of type `.pickerWheel` at any depth below.
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    /// The elements of type `.datePicker` at any depth below.
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    /// The elements of type `.image` at any depth below.
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// The elements of type `.staticText` at any depth below.
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// The elements of type `.textField` at any depth below.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// The elements of type `.secureTextField` at any depth below.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// The elements of type `.textView` at any depth below.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// The elements of type `.searchField` at any depth below.
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// The elements of type `.link` at any depth below.
    public var links: XCUIElementQuery { descendants(matching: .link) }
    /// The elements of type `.pageIndicator` at any depth below.
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
}

extension XCUIElementQuery: XCUIElementTypeQueryProvider {}
