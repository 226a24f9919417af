//
//  TideTableRouter.swift
//  Harbor
//

import UIKit

final class TideTableRouter {

    weak var viewController: TideTableViewController?
}

extension TideTableRouter: TideTableRouterProtocol {

}
