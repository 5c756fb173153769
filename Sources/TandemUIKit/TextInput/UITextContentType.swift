import Foundation

/// What kind of content a text input expects (a user name, a password, an
/// email address...), which iOS's AutoFill and keyboard use to help.
/// Linux has no AutoFill: the type is kept and reported (to assistive
/// technology through the input's traits) and changes nothing else. As on
/// iOS, `.password` does not hide the text: set `isSecureTextEntry`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String

    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A content type named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's whole name.
    public static let name = UITextContentType("name")
    /// A name's prefix ("Dr.").
    public static let namePrefix = UITextContentType("namePrefix")
    /// A given name.
    public static let givenName = UITextContentType("givenName")
    /// A middle name.
    public static let middleName = UITextContentType("middleName")
    /// A family name.
    public static let familyName = UITextContentType("familyName")
    /// A name's suffix ("Jr.").
    public static let nameSuffix = UITextContentType("nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType("organizationName")
    /// A place.
    public static let location = UITextContentType("location")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    /// An address's first street line.
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    /// An address's second street line.
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType("addressCity")
    /// A state or province.
    public static let addressState = UITextContentType("addressState")
    /// A city and state.
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    /// A part of a city.
    public static let sublocality = UITextContentType("sublocality")
    /// A country's name.
    public static let countryName = UITextContentType("countryName")
    /// A postal code.
    public static let postalCode = UITextContentType("postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType("emailAddress")
    /// A URL.
    public static let URL = UITextContentType("URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    /// A user name or account name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password (a sign-up or change form).
    public static let newPassword = UITextContentType("newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    /// A shipment tracking number.
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType("flightNumber")
    /// A date, a time or a duration.
    public static let dateTime = UITextContentType("dateTime")
}
