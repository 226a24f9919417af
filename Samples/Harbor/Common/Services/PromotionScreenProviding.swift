//
//  PromotionScreenProviding.swift
//  Harbor
//

import UIKit

/// Builds the screen a promotion opens. The promotions SDK supplies the conformer at launch
/// (`HarborPromotions.screenProvider(apiKey:)`); which screen it returns is decided by the campaign at run time.
protocol PromotionScreenProviding: AnyObject {
    func screen(for promotion: Promotion) -> UIViewController
}
