/// UIKit's text input traits that SwiftUI forms pass to modifiers (`.keyboardType(.emailAddress)`,
/// `.autocapitalization(.none)`, `.textContentType(.password)`), declared so that such forms
/// compile on Linux. A terminal has no on-screen keyboard, autofill or automatic capitals:
/// each is accepted and ignored. (The rest of UIKit is out of scope; see Tests/Coverage.)
nonisolated extension View {
    /// The kind of on-screen keyboard for text fields: a terminal has none, so it is ignored.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// When an on-screen keyboard capitalizes: a terminal has none, so it is ignored.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// What a text field holds, for autofill: a terminal has none, so it is ignored.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

/// UIKit's kinds of on-screen keyboard, for `keyboardType(_:)`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The keyboard for letters; an old name of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// UIKit's automatic capitalization styles, for `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// UIKit's kinds of text content, for `textContentType(_:)`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
}
