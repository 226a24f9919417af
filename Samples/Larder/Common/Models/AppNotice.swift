//
//  AppNotice.swift
//  Larder
//

import Foundation

/// The messages the app's own Notice module shows (a card over the screen, not a system alert).
enum AppNotice {
    case accountLocked
    case itemUnavailable
    case slotTaken
    case purchaseFailed

    var title: String {
        switch self {
        case .accountLocked: return NSLocalizedString("Account locked", comment: "")
        case .itemUnavailable: return NSLocalizedString("Not sold near you", comment: "")
        case .slotTaken: return NSLocalizedString("That slot was just taken", comment: "")
        case .purchaseFailed: return NSLocalizedString("Purchase failed", comment: "")
        }
    }

    var message: String {
        switch self {
        case .accountLocked: return NSLocalizedString("Too many attempts. Reset your password or try again in 15 minutes.", comment: "")
        case .itemUnavailable: return NSLocalizedString("None of your stores stocks this item. It stays on your list.", comment: "")
        case .slotTaken: return NSLocalizedString("Pick another delivery slot; your basket is kept.", comment: "")
        case .purchaseFailed: return NSLocalizedString("You were not charged. Try again from Settings.", comment: "")
        }
    }
}
