/// SF Symbol names mapped to the ligatures of the Material Icons font that
/// Debian ships (`fonts-material-design-icons-iconfont`): the open icon font
/// closest to Apple's symbols for the common names.
///
/// A name not in the catalog shows the fallback symbol (a question mark in
/// a circle) and is reported once, so a missing mapping is visible.
package enum SymbolCatalog {
    /// The icon font's family.
    package static let fontFamily = "Material Icons"
    /// The ligature drawn for unknown names.
    package static let fallback = "help_outline"

    /// The ligature for `systemName`, or nil when the catalog lacks it.
    package static func ligature(for systemName: String) -> String? {
        if let known = names[systemName] { return known }
        // ".fill" variants share the outline's ligature unless listed.
        if systemName.hasSuffix(".fill"), let base = names[String(systemName.dropLast(5))] { return base }
        return nil
    }

    /// Every SF Symbols name the catalog maps (for tests).
    package static var systemNames: [String] { Array(names.keys) }

    private static let names: [String: String] = [
        "music.mic": "mic", "headphones": "headset", "book": "menu_book", "book.fill": "menu_book",
        "pin": "push_pin", "pin.fill": "push_pin", "lock.shield": "security", "lock.shield.fill": "security",
        "cube.box": "inventory_2", "cube.box.fill": "inventory_2", "gift.fill": "card_giftcard",
        "lightbulb": "lightbulb_outline", "lightbulb.fill": "lightbulb", "eyeglasses": "visibility",
        "function": "functions",
        "tram": "tram", "tram.fill": "tram",
        "sidebar.left": "vertical_split", "sidebar.leading": "vertical_split",
        "star": "star_border", "star.fill": "star", "star.leadinghalf.filled": "star_half",
        "heart": "favorite_border", "heart.fill": "favorite",
        "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
        "trash": "delete_outline", "trash.fill": "delete",
        "plus": "add", "minus": "remove", "xmark": "close", "checkmark": "check",
        "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle",
        "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
        "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
        "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "chevron.right": "chevron_right", "chevron.left": "chevron_left",
        "chevron.up": "expand_less", "chevron.down": "expand_more", "chevron.up.chevron.down": "unfold_more",
        "arrow.right": "arrow_forward", "arrow.left": "arrow_back", "arrow.up": "arrow_upward",
        "arrow.down": "arrow_downward",
        "arrow.clockwise": "refresh", "arrow.counterclockwise": "undo",
        "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo", "arrow.uturn.left": "undo",
        "arrow.uturn.right": "redo", "arrowshape.turn.up.left": "reply", "arrowshape.turn.up.right": "forward",
        "magnifyingglass": "search", "person": "person_outline", "person.fill": "person",
        "person.circle": "account_circle", "person.circle.fill": "account_circle", "person.2": "people_outline",
        "person.2.fill": "people",
        "house": "home", "house.fill": "home", "bell": "notifications_none", "bell.fill": "notifications",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "download", "pencil": "edit",
        "square.and.pencil": "edit_note",
        "info.circle": "info_outline", "info.circle.fill": "info", "exclamationmark.triangle": "warning_amber",
        "exclamationmark.triangle.fill": "warning", "exclamationmark.circle": "error_outline",
        "exclamationmark.circle.fill": "error",
        "questionmark.circle": "help_outline", "questionmark.circle.fill": "help",
        "globe": "language", "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone",
        "phone.fill": "phone",
        "camera": "photo_camera", "camera.fill": "photo_camera", "photo": "image", "photo.fill": "image",
        "calendar": "calendar_today", "clock": "schedule", "clock.fill": "schedule", "alarm": "alarm",
        "cart": "shopping_cart", "cart.fill": "shopping_cart", "bag": "shopping_bag", "creditcard": "credit_card",
        "bookmark": "bookmark_border", "bookmark.fill": "bookmark", "tag": "sell", "flag": "outlined_flag",
        "flag.fill": "flag",
        "play": "play_arrow", "play.fill": "play_arrow", "pause": "pause", "pause.fill": "pause", "stop": "stop",
        "stop.fill": "stop",
        "backward.fill": "fast_rewind", "forward.fill": "fast_forward", "shuffle": "shuffle", "repeat": "repeat",
        "speaker.wave.2": "volume_up", "speaker.slash": "volume_off", "mic": "mic_none", "mic.fill": "mic",
        "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz", "line.3.horizontal": "menu", "list.bullet": "list",
        "square.grid.2x2": "grid_view", "slider.horizontal.3": "tune", "folder": "folder_open", "folder.fill": "folder",
        "doc": "description", "doc.fill": "description", "doc.text": "article", "doc.on.doc": "content_copy",
        "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open", "key": "vpn_key", "eye": "visibility",
        "eye.slash": "visibility_off", "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny", "moon": "dark_mode",
        "moon.fill": "dark_mode",
        "cloud": "cloud_queue", "cloud.fill": "cloud", "bolt": "bolt", "bolt.fill": "bolt", "wifi": "wifi",
        "location": "near_me",
        "location.fill": "near_me", "map": "map", "mappin": "place", "paperplane": "send", "paperplane.fill": "send",
        "tray": "inbox", "tray.fill": "inbox", "archivebox": "archive", "link": "link", "paperclip": "attach_file",
        "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up", "bubble.left": "chat_bubble_outline",
        "bubble.left.fill": "chat_bubble", "message": "message", "square.and.arrow.up.on.square": "share",
        "circle": "radio_button_unchecked", "circle.fill": "circle", "square": "check_box_outline_blank",
        "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "bolt.horizontal": "sync_alt",
        "cube": "view_in_ar", "music.note": "music_note", "film": "movie", "tv": "tv",
        "desktopcomputer": "desktop_windows",
        "laptopcomputer": "laptop", "iphone": "smartphone", "printer": "print", "wrench": "build",
        "hammer": "construction",
        "chart.bar": "bar_chart", "chart.pie": "pie_chart", "gift": "card_giftcard", "leaf": "eco",
        "flame": "local_fire_department",
        "airplane": "flight", "car": "directions_car", "bicycle": "directions_bike", "figure.walk": "directions_walk",
        // Names open-source apps use that fell back to the placeholder (issue 35).
        "capsule": "crop_landscape", "paintpalette": "palette", "textformat": "text_format",
        "waveform": "graphic_eq", "hand.tap": "touch_app", "speedometer": "speed", "square.on.circle": "category",
        "text.aligncenter": "format_align_center", "memories.badge.plus": "add_to_photos", "cloud.rain": "umbrella",
        "snow": "ac_unit", "chevron.right.circle": "arrow_circle_right", "person.crop.circle": "account_circle",
    ]
}
