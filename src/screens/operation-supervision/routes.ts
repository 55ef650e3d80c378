/** The operation-supervision area's route table (issue 19), from the catalogue (../supervision-routes). */
import { supervisionRoutes } from '../supervision-routes'

export default supervisionRoutes('operation-supervision')
