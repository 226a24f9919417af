//
//  NutritionGoalsRouter.swift
//  Larder
//

import UIKit

final class NutritionGoalsRouter {

    weak var viewController: NutritionGoalsViewController?
}

extension NutritionGoalsRouter: NutritionGoalsRouterProtocol {
}
