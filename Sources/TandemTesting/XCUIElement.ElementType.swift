import Foundation
import TandemUIKit

extension XCUIElement {
    /// The kind of an element, as XCUITest names it; the raw values are XCTest's.
    public enum ElementType: UInt, Sendable, CaseIterable, CustomStringConvertible {
        case any = 0
        case other, application, group, window, sheet, drawer, alert, dialog, button, radioButton
        case radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton,
            popover
        case keyboard, key, navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow,
            tableColumn
        case outline, outlineRow, browser, collectionView, slider, pageIndicator, progressIndicator
        case activityIndicator, segmentedControl, picker, pickerWheel, `switch`, toggle, link, image,
            icon
        case searchField, scrollView, scrollBar, staticText, textField, secureTextField, datePicker,
            textView
        case menu, menuItem, menuBar, menuBarItem, map, webView, incrementArrow, decrementArrow,
            timeline
        case ratingIndicator, valueIndicator, splitGroup, splitter, relevanceIndicator, colorWell,
            helpTag
        case matte, dockItem, ruler, rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem,
            handle
        case stepper, tab, touchBar, statusItem

        /// The type's name as XCUITest prints it ("Button", "StaticText").
        public var description: String { Self.names[Int(rawValue)] }

        /// The names, by raw value.
        private static let names = [
            "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog",
            "Button", "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton",
            "ComboBox", "MenuButton", "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar",
            "TabBar", "TabGroup", "Toolbar", "StatusBar", "Table", "TableRow", "TableColumn", "Outline",
            "OutlineRow", "Browser", "CollectionView", "Slider", "PageIndicator", "ProgressIndicator",
            "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel", "Switch", "Toggle", "Link",
            "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText", "TextField",
            "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem",
            "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator",
            "ValueIndicator", "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag",
            "Matte", "DockItem", "Ruler", "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea",
            "LayoutItem", "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
        ]

        /// The type an element of `role` is.
        init(_ role: AccessibilityRole) {
            switch role {
            case .unspecified, .other: self = .other
            case .application: self = .application
            case .window: self = .window
            case .alert: self = .alert
            case .sheet: self = .sheet
            case .button: self = .button
            case .navigationBar: self = .navigationBar
            case .tabBar: self = .tabBar
            case .toolbar: self = .toolbar
            case .table: self = .table
            case .cell: self = .cell
            case .collectionView: self = .collectionView
            case .scrollView: self = .scrollView
            case .slider: self = .slider
            case .stepper: self = .stepper
            case .segmentedControl: self = .segmentedControl
            case .switchControl: self = .switch
            case .progressIndicator: self = .progressIndicator
            case .activityIndicator: self = .activityIndicator
            case .image: self = .image
            case .staticText: self = .staticText
            case .textField: self = .textField
            case .secureTextField: self = .secureTextField
            case .textView: self = .textView
            case .searchField: self = .searchField
            case .link: self = .link
            case .pageIndicator: self = .pageIndicator
            case .picker: self = .picker
            case .pickerWheel: self = .pickerWheel
            case .datePicker: self = .datePicker
            }
        }
    }
}
