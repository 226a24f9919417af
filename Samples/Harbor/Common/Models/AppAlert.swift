//
//  AppAlert.swift
//  Harbor
//

import Foundation

/// The messages the app's own Alert module shows (the branded card, not a system alert).
enum AppAlert {
    case accountLocked
    case paymentFailed
    case outsideGeofence
    case announcement(title: String, message: String, url: URL?)

    var title: String {
        switch self {
        case .accountLocked: return NSLocalizedString("Account locked", comment: "")
        case .paymentFailed: return NSLocalizedString("Payment failed", comment: "")
        case .outsideGeofence: return NSLocalizedString("You're not at the marina yet", comment: "")
        case .announcement(let title, _, _): return title
        }
    }

    var message: String {
        switch self {
        case .accountLocked: return NSLocalizedString("Too many attempts. Reset your password or try again in 15 minutes.", comment: "")
        case .paymentFailed: return NSLocalizedString("Your card was not charged. Try another payment method.", comment: "")
        case .outsideGeofence: return NSLocalizedString("Check-in opens when you are within 500 m of the harbour office.", comment: "")
        case .announcement(_, let message, _): return message
        }
    }

    var moreInfoURL: URL? {
        if case .announcement(_, _, let url) = self { return url }
        return nil
    }
}
