//
//  AmenitiesRouter.swift
//  Harbor
//

import UIKit

final class AmenitiesRouter {

    weak var viewController: AmenitiesViewController?
}

extension AmenitiesRouter: AmenitiesRouterProtocol {

}
